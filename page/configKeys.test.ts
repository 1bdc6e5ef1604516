// @vitest-environment node
/**
 * No dead configuration: every variable of every block is read by the block, into a value of the
 * configuration, and every such value is read by some code of the page or its server other than
 * the configuration's own. "Read" is TypeScript's own answer (the language service's references
 * to the value's property, through imports, spreads and types), so a comment or a string naming
 * it does not count.
 */
import path from 'node:path';
import { readdirSync, statSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCKS } from './config';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The page and its server, as TypeScript sees them (the project's own compiler options). */
function languageService(): ts.LanguageService {
  const configPath = path.join(root, 'tsconfig.json');
  const config: unknown = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file)).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const files = [
    ...sourceFiles(path.join(root, 'page')),
    ...sourceFiles(path.join(root, 'server')),
  ];
  return ts.createLanguageService({
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const text = ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (file) => ts.sys.fileExists(file),
    readFile: (file) => ts.sys.readFile(file),
    readDirectory: (...args) => ts.sys.readDirectory(...args),
    directoryExists: (dir) => ts.sys.directoryExists(dir),
    getDirectories: (dir) => ts.sys.getDirectories(dir),
  });
}

/** A variable as its block reads it: into which value of the configuration (a property). */
interface VariableRead {
  file: string;
  variable: string;
  /** The property of the block's result the variable goes into; null when the block ignores it. */
  property: ts.Identifier | null;
}

/** Each configBlock(about, settings, read) call of `source`: its variables and where each goes. */
function readsOf(source: ts.SourceFile, file: string): VariableRead[] {
  const reads: VariableRead[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'configBlock'
    ) {
      const [, settings, read] = node.arguments;
      if (!settings || !ts.isObjectLiteralExpression(settings) || !read) {
        throw new Error(`${file}: configBlock(about, { … }, read) expected`);
      }
      const variables = settings.properties.flatMap((p) =>
        p.name && ts.isIdentifier(p.name) ? [p.name.text] : [],
      );
      const into = new Map<string, ts.Identifier>();
      if (ts.isArrowFunction(read) || ts.isFunctionExpression(read)) {
        const values = read.parameters[0]?.name;
        const findReads = (inner: ts.Node) => {
          if (
            ts.isPropertyAccessExpression(inner) &&
            values &&
            ts.isIdentifier(values) &&
            ts.isIdentifier(inner.expression) &&
            inner.expression.text === values.text
          ) {
            let owner: ts.Node | undefined = inner.parent;
            while (owner && !ts.isPropertyAssignment(owner)) owner = owner.parent;
            if (owner && ts.isPropertyAssignment(owner) && ts.isIdentifier(owner.name)) {
              into.set(inner.name.text, owner.name);
            }
          }
          ts.forEachChild(inner, findReads);
        };
        findReads(read.body);
      }
      for (const variable of variables) {
        reads.push({ file, variable, property: into.get(variable) ?? null });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

const blockFiles = Object.keys(BLOCKS).map((file) => path.join(root, file));
/** Files whose references do not count: the configuration's own. */
const own = (file: string) =>
  blockFiles.includes(file) || file.startsWith(path.join(root, 'page', 'config') + path.sep);

let service: ts.LanguageService;
let reads: VariableRead[] = [];

beforeAll(() => {
  service = languageService();
  const program = service.getProgram();
  reads = blockFiles.flatMap((file) => {
    const source = program?.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    return readsOf(source, path.relative(root, file));
  });
}, 240_000);

/** The identifier at `position` of `file` in the program. */
function identifierAt(file: string, position: number): ts.Identifier | null {
  const source = service.getProgram()?.getSourceFile(file);
  let found: ts.Identifier | null = null;
  const visit = (node: ts.Node) => {
    if (position < node.getStart(source) || position >= node.getEnd()) return;
    if (ts.isIdentifier(node)) found = node;
    ts.forEachChild(node, visit);
  };
  if (source) visit(source);
  return found;
}

/** The expression a reference stands for: `config.restriction` for its `restriction`. */
const accessOf = (name: ts.Identifier): ts.Expression =>
  ts.isPropertyAccessExpression(name.parent) && name.parent.name === name ? name.parent : name;

/**
 * Where the value named at `declaration` is read, outside the configuration's own files; when
 * `below` names properties of it, where those are read. A value is followed where it goes whole:
 * into a parameter or variable typed with a shape of its own (the reads of that shape's property
 * count), into another value of the composition (page/config/index.ts), or into a local variable.
 */
function readersAt(declaration: ts.Identifier, below: string[], depth = 0): string[] {
  if (depth > 6) return [];
  const file = declaration.getSourceFile().fileName;
  const references = (service.findReferences(file, declaration.getStart()) ?? [])
    .flatMap((symbol) => symbol.references)
    .filter((reference) => !reference.isDefinition);
  const checker = service.getProgram()!.getTypeChecker();
  return references.flatMap((reference) => {
    const name = identifierAt(reference.fileName, reference.textSpan.start);
    if (!name) return [];
    const access = accessOf(name);
    const parent = access.parent;
    // Into another value of the composition (`walletProviderOrigins: wallets.providerOrigins`).
    if (own(reference.fileName)) {
      return ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)
        ? readersAt(parent.name, below, depth + 1)
        : [];
    }
    if (below.length === 0) return [path.relative(root, reference.fileName)];
    const [next, ...rest] = below as [string, ...string[]];
    // Into a local variable: where that variable goes.
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
      return readersAt(parent.name, below, depth + 1);
    }
    // Into a parameter or variable of a shape of its own: the reads of its property.
    const shape = checker.getContextualType(access);
    const property = shape?.getProperty(next)?.declarations?.[0];
    const propertyName =
      property && 'name' in property && ts.isIdentifier(property.name as ts.Node)
        ? (property.name as ts.Identifier)
        : null;
    return propertyName ? readersAt(propertyName, rest, depth + 1) : [];
  });
}

/** The properties above `property` in its block's result: `restriction` above `enabled`. */
function ancestorsOf(property: ts.Identifier): ts.Identifier[] {
  const above: ts.Identifier[] = [];
  let node: ts.Node | undefined = property.parent.parent;
  while (node) {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) above.push(node.name);
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) break;
    node = node.parent;
  }
  return above;
}

/** Where the page or its server reads `read`'s value, outside the configuration's own files. */
function readersOf(read: VariableRead): string[] {
  if (!read.property) return [];
  const direct = readersAt(read.property, []);
  if (direct.length > 0) return direct;
  // Read through a value above it, handed on whole: `checkRestriction(config.restriction, …)`.
  const path_: string[] = [read.property.text];
  for (const ancestor of ancestorsOf(read.property)) {
    const found = readersAt(ancestor, path_);
    if (found.length > 0) return found;
    path_.unshift(ancestor.text);
  }
  return [];
}

describe('configuration keys', () => {
  it('given every block, should find each of its variables', () => {
    const variables = Object.values(BLOCKS).flatMap((blocks) =>
      blocks.flatMap((block) => Object.keys(block.variables)),
    );
    expect(reads.map((r) => r.variable).sort()).toEqual([...variables].sort());
  });

  it('given every variable, should be read by its block into a value of the configuration', () => {
    expect(reads.filter((r) => !r.property).map((r) => `${r.file}: ${r.variable}`)).toEqual([]);
  });

  it('given every value a variable goes into, should be read by the page or its server', () => {
    const unread = reads
      .filter((read) => read.property && readersOf(read).length === 0)
      .map((read) => `${read.file}: ${read.variable} → ${read.property?.text}`);
    expect(unread).toEqual([]);
  }, 240_000);
});
