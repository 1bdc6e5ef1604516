// Live parts of the Theming page (Theming.mdx): every value is read from the package, never typed.
import { createTheme, vars } from '@cairnfield/design-system';
import {
  brandTokens,
  darkTokens,
  describeFailure,
  highContrastTokens,
} from '@cairnfield/design-system/tokens';

type Tree = { [key: string]: string | Tree };

/** `[property, path]` for every leaf of the theme contract. */
function properties(node: Tree, path: string[] = []): [string, string[]][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[value.replace(/^var\((.*)\)$/, '$1'), [...path, key]] as [string, string[]]]
      : properties(value, [...path, key]),
  );
}

const valueAt = (tokens: object, path: string[]) =>
  path.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tokens) as string;

const THEMES = [
  ['brand', brandTokens],
  ['high-contrast', highContrastTokens],
  ['dark', darkTokens],
] as const;

/** Every custom property the components read, with each built-in theme's value. */
export function CustomPropertiesTable() {
  return (
    <table>
      <caption>The --cf-* custom properties and their values in each built-in theme</caption>
      <thead>
        <tr>
          <th scope="col">Property</th>
          <th scope="col">Token</th>
          {THEMES.map(([name]) => (
            <th scope="col" key={name}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {properties(vars as unknown as Tree).map(([property, path]) => (
          <tr key={property}>
            <th scope="row">
              <code>{property}</code>
            </th>
            <td>
              <code>{path.join('.')}</code>
            </td>
            {THEMES.map(([name, tokens]) => (
              <td key={name}>
                <code>{valueAt(tokens, path)}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What createTheme reports for a brand whose accent is gold under white text. */
export function ContrastReport() {
  const gold = createTheme(
    { color: { accent: '#ffd700' } },
    { name: 'Gold', onContrastFailure: 'report' },
  );
  return (
    <ul>
      {gold.contrastFailures.map((failure) => (
        <li key={failure.pair}>
          <code>{describeFailure(failure)}</code>
        </li>
      ))}
    </ul>
  );
}
