// @ts-check
// The type check of the whole project, as `npm test`, `npm run test:quick` and `npm run typecheck`
// run it: TypeScript 7's native `tsc` (the `typescript-native` package), 6 s of wall time where
// TypeScript 6.0's takes 21 on two cores. TypeScript 6.0 stays the project's `typescript`: the
// linter's type-aware rules (typescript-eslint), the design system's declarations and the consumer
// app's check use its JavaScript API, which TypeScript 7 does not have. Both pass on the project;
// each is called by its path, as both packages install a `tsc` command.

/** The command, from the repository's root. */
export const TYPECHECK = ['node', 'node_modules/typescript-native/bin/tsc', '--noEmit'];
