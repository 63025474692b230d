// `npm run docs:features`: writes docs/features.md, what each folder of apps/server/src/features/ is, read from
// the code with the TypeScript compiler's parser (no type checking, no build): the feature folders' files, and
// the contract's endpoint tables, whose methods and paths are evaluated from their source (object literals,
// spreads, constants, templates and the small functions that build entries). Nothing is named here: a folder
// added, renamed or split shows on the next run.
//
// For each folder (one feature), from its files except tests and their support (*.test.ts, *.cases.ts, a name
// with "fixture", a file that imports vitest or the server's test/ folder, anything under fixtures/ or test/):
// - what it is: the leading comment of its main file, or failing one the doc comment of that file's first export,
//   its first paragraph on one line; the main file is the first of routes.ts (what the feature answers), index.ts
//   (what other features may use of it), <folder>.ts, then its other files in order, that has such a comment.
//   A folder with none gets a visible placeholder, and the script warns;
// - its routes: every endpoint of the contract its files name (`endpoints.list`, `siteTextEndpoints[key]`: the
//   whole table), with its method and path under /api, and the paths it registers on Fastify directly
//   (`app.get('/robots.txt', …)`, `app.route({ method, url })`, a plugin's `prefix`);
// - its tables: what its files import from db/schema that the schema declares as a table;
// - its e-mails: the exported `…Mail` functions of its emails.ts;
// - the other feature folders it imports.
// apps/server/src/platform/, when present, is listed after, one line per file.
//
// Usage: node scripts/features-doc.mjs [--check]  (--check: exit 1 when docs/features.md is not what it would write)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Required, not imported: Node's ESM loader would first scan the compiler's 9 MB of CommonJS for its exports.
const ts = createRequire(import.meta.url)('typescript');

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const output = 'docs/features.md';
const server = 'apps/server/src';
const featuresFolder = `${server}/features`;
const platformFolder = `${server}/platform`;
const contractPackage = '@constelaciones/contract';
const methodOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const fastifyMethods = new Set(['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'all']);

const isEndpoint = (value) =>
  value !== null &&
  typeof value === 'object' &&
  typeof value.method === 'string' &&
  typeof value.path === 'string';

/** Every endpoint inside a value of the contract (a table, a table of tables), depth first. */
function endpointsIn(value, seen = new Set()) {
  if (isEndpoint(value)) return [value];
  // Plain objects only: a function the evaluator keeps holds its syntax tree.
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return [];
  if (seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((inner) => endpointsIn(inner, seen));
}

/** The files of a folder, recursively, sorted; tests and their support left out. */
function sourceFiles(folder) {
  const files = [];
  for (const name of readdirSync(folder).sort()) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) {
      if (!['fixtures', '__fixtures__', 'test'].includes(name)) files.push(...sourceFiles(file));
    } else if (/\.tsx?$/.test(name) && !/\.(test|cases)\.tsx?$|\.d\.ts$|fixture/.test(name)) {
      files.push(file);
    }
  }
  return files;
}

const texts = new Map();
const textOf = (file) => {
  if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
  return texts.get(file);
};

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file)) {
    const text = textOf(file);
    parsed.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
  }
  return parsed.get(file);
}

/** A relative import's file: the path as written, with .ts, or its folder's index.ts. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The module specifiers a file imports or re-exports from, with the import declarations among them. */
function importsOf(source) {
  const imports = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      imports.push({ specifier: statement.moduleSpecifier.text, declaration: statement });
    }
  }
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      imports.push({ specifier: node.arguments[0].text, declaration: null });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return imports;
}

/** A test's support file: it imports vitest or the server's test/ folder. */
const supportFiles = new Map();
const isTestSupport = (source) => {
  if (!supportFiles.has(source)) {
    const specifiers = importsOf(source).map(({ specifier }) => specifier);
    supportFiles.set(
      source,
      specifiers.some((s) => s === 'vitest' || /(^|\/)test\/[^/]+$/.test(s)),
    );
  }
  return supportFiles.get(source);
};

/** The value bindings of an import declaration: local name → imported name ('*' for a namespace). */
function bindingsOf(declaration) {
  const bindings = new Map();
  const clause = declaration && ts.isImportDeclaration(declaration) ? declaration.importClause : undefined;
  if (!clause || clause.isTypeOnly) return bindings;
  if (clause.name) bindings.set(clause.name.text, 'default');
  const named = clause.namedBindings;
  if (named && ts.isNamespaceImport(named)) bindings.set(named.name.text, '*');
  if (named && ts.isNamedImports(named)) {
    for (const element of named.elements) {
      if (!element.isTypeOnly) bindings.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
  return bindings;
}

/**
 * The first paragraph of comments, without their markers, on one line, issue numbers dropped (a reader of the
 * repository has no issues). A blank line, or the end of a block comment, ends a paragraph.
 */
function paragraphOf(comments) {
  const lines = [];
  comments.forEach(({ text, gap }, index) => {
    const block = text.startsWith('/*');
    if (index > 0 && (block || comments[index - 1].text.startsWith('/*') || /\n\s*\n/.test(gap)))
      lines.push('');
    if (!block) lines.push(text.replace(/^\/\/+ ?/, ''));
    else {
      const inner = text.replace(/^\/\*\*?/, '').replace(/\*\/$/, '');
      lines.push(...inner.split('\n').map((line) => line.replace(/^\s*\*(?!\/) ?/, '')));
    }
  });
  const paragraph = [];
  for (const line of lines.map((l) => l.trim())) {
    if (line === '' ? paragraph.length > 0 : line.startsWith('@')) break;
    if (line !== '') paragraph.push(line);
  }
  return paragraph
    .join(' ')
    .replace(/\s*\(issues? \d+\)/g, '')
    .replace(/\bissues? \d+, /g, '')
    .replace(/, issues? \d+\)/g, ')')
    .trim();
}

/**
 * The comments right before a position: each its text and the source between it and the previous one. Tool
 * directives (eslint, @ts-…, prettier-ignore) are left out.
 */
function commentsAt(text, position) {
  let end = position;
  return (ts.getLeadingCommentRanges(text, position) ?? [])
    .map((range) => {
      const comment = { text: text.slice(range.pos, range.end), gap: text.slice(end, range.pos) };
      end = range.end;
      return comment;
    })
    .filter(({ text: comment }) => !/^\/[/*]\s*(eslint|@ts-|prettier-ignore)/.test(comment));
}

const isExported = (statement) =>
  ts.isExportDeclaration(statement) ||
  ts.isExportAssignment(statement) ||
  (ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword));

/** What a file is: its leading comment, or the doc comment of its first exported declaration; null for neither. */
function descriptionOf(source) {
  const text = source.getFullText();
  const first = source.statements[0];
  // The comments before the first statement, the last of them a doc comment of that statement only if it is
  // exported: an import's or a private constant's comment does not describe the file.
  const leading = commentsAt(text, 0);
  const ownsLast = first && leading.at(-1)?.text.startsWith('/**') && !ts.isImportDeclaration(first);
  const header = ownsLast && !isExported(first) ? leading.slice(0, -1) : leading;
  if (header.length > 0) return paragraphOf(header) || null;
  const exported = source.statements.find(
    (statement) =>
      isExported(statement) &&
      (ts.isVariableStatement(statement) ||
        ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement)),
  );
  const doc = exported && commentsAt(text, exported.getFullStart()).filter((c) => c.text.startsWith('/**'));
  return doc?.length > 0 ? paragraphOf(doc.slice(-1)) || null : null;
}

/** The string a path expression names: a literal, or a template whose names are string constants found. */
function pathText(node, constants) {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans
        .map((span) => {
          const name = span.expression.getText();
          const lazy = constants.lazy?.get(name);
          const value = constants.get(name) ?? (lazy && stringConstants(parse(lazy.from)).get(lazy.imported));
          return (value ?? `{${name}}`) + span.literal.text;
        })
        .join('')
    );
  }
  return null;
}

/** The string constants a file declares at its top level. */
function stringConstants(source) {
  const constants = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        if (ts.isStringLiteralLike(declaration.initializer)) {
          constants.set(declaration.name.text, declaration.initializer.text);
        }
      }
    }
  }
  return constants;
}

/** The tables a schema file declares (`export const x = pgTable(…)`), following its `export * from`. */
function tablesOf(file, seen = new Set()) {
  if (!file || seen.has(file)) return new Set();
  seen.add(file);
  const source = parse(file);
  const tables = new Set();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          init &&
          ts.isCallExpression(init) &&
          /Table$/.test(init.expression.getText())
        ) {
          tables.add(declaration.name.text);
        }
      }
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.exportClause) {
      for (const table of tablesOf(resolveRelative(file, statement.moduleSpecifier.text), seen))
        tables.add(table);
    }
  }
  return tables;
}

/** A value the evaluator cannot know (a zod schema, a call into a package): never an endpoint. */
const opaque = Symbol('opaque');

/**
 * The contract package, read from its source: `exportOf(specifier, name)` is the value of an export of one of its
 * entries (`@constelaciones/contract`, `@constelaciones/contract/agenda`), as far as literals, object literals,
 * spreads, constants, templates and calls of the package's own small functions (such as `endpoint(…)`, which
 * returns its argument) make it known; anything else is `opaque`. Each declaration is evaluated once, so that a
 * table and the tables that spread it hold the same endpoint objects.
 */
function contractSource(base) {
  const manifest = JSON.parse(readFileSync(path.join(base, 'package.json'), 'utf8'));
  const folder = (manifest.workspaces ?? [])
    .map((workspace) => path.join(base, workspace))
    .find((dir) => {
      const file = path.join(dir, 'package.json');
      return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === contractPackage;
    });
  if (!folder) throw new Error(`no workspace is ${contractPackage}`);
  const { exports: entries = {}, main } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const entryFile = (specifier) => {
    const subpath = `.${specifier.slice(contractPackage.length)}`;
    const target = typeof entries === 'string' ? (subpath === '.' ? entries : null) : entries[subpath];
    const file = target ?? (subpath === '.' ? main : null);
    return typeof file === 'string' ? path.join(folder, file) : null;
  };

  const modules = new Map();
  /** A file's top-level declarations, imports and exports. */
  const moduleOf = (file) => {
    if (modules.has(file)) return modules.get(file);
    const module = {
      file,
      locals: new Map(),
      imports: new Map(),
      exports: new Map(),
      stars: [],
      values: new Map(),
    };
    modules.set(file, module);
    for (const statement of parse(file).statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.initializer) {
            module.locals.set(declaration.name.text, declaration.initializer);
            if (isExported(statement)) module.exports.set(declaration.name.text, declaration.name.text);
          }
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.name) {
        module.locals.set(statement.name.text, statement);
        if (isExported(statement)) module.exports.set(statement.name.text, statement.name.text);
      } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const from = statement.moduleSpecifier.text.startsWith('.')
          ? resolveRelative(file, statement.moduleSpecifier.text)
          : null;
        for (const [local, imported] of bindingsOf(statement)) module.imports.set(local, { from, imported });
      } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
        const from =
          statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
            ? resolveRelative(file, statement.moduleSpecifier.text)
            : undefined;
        if (!statement.exportClause) {
          if (from) module.stars.push(from);
        } else if (ts.isNamedExports(statement.exportClause)) {
          for (const element of statement.exportClause.elements) {
            if (element.isTypeOnly) continue;
            const local = (element.propertyName ?? element.name).text;
            if (from === undefined) module.exports.set(element.name.text, local);
            else if (from) module.imports.set(`export:${element.name.text}`, { from, imported: local });
            if (from) module.exports.set(element.name.text, `export:${element.name.text}`);
          }
        }
      }
    }
    return module;
  };

  /**
   * The value of the export `name` of `file`, or undefined when the file does not export it. With `loaded`, only
   * in the files read so far (those of the `endpoints` table): the contract's other exports are never read.
   */
  const exported = (file, name, seen = new Set(), loaded = false) => {
    if (!file || seen.has(file) || (loaded && !modules.has(file))) return undefined;
    seen.add(file);
    // Most of the package's files neither export the name nor pass another file's exports on: left unparsed.
    const word = name.replace(/\$/g, '\\$');
    const declares = new RegExp(
      `\\bexport\\s+(\\*|\\{[^}]*\\b${word}\\b|(const|let|var|(async\\s+)?function\\*?|class)\\s+${word}\\b)`,
    );
    if (!declares.test(textOf(file))) return undefined;
    const module = moduleOf(file);
    if (module.exports.has(name)) return binding(module, module.exports.get(name));
    for (const star of module.stars) {
      const value = exported(star, name, seen, loaded);
      if (value !== undefined) return value;
    }
    return undefined;
  };

  /** A top-level name of a module: its own declaration, or what it imports. */
  const binding = (module, name) => {
    if (module.values.has(name)) return module.values.get(name);
    module.values.set(name, opaque); // a declaration that reads itself stays unknown
    let value = opaque;
    if (module.locals.has(name)) {
      const node = module.locals.get(name);
      value = ts.isFunctionDeclaration(node)
        ? { function: node, module, scope: new Map() }
        : evaluate(node, module);
    } else if (module.imports.has(name)) {
      const { from, imported } = module.imports.get(name);
      value = (from && imported !== '*' ? exported(from, imported) : undefined) ?? opaque;
    }
    module.values.set(name, value);
    return value;
  };

  const call = (fn, args) => {
    if (!fn || fn === opaque || !fn.function) return opaque;
    const scope = new Map(fn.scope);
    fn.function.parameters.forEach((parameter, index) => {
      if (ts.isIdentifier(parameter.name)) scope.set(parameter.name.text, args[index]);
    });
    const body = fn.function.body;
    if (!body) return opaque;
    if (!ts.isBlock(body)) return evaluate(body, fn.module, scope);
    const returned = body.statements.find(ts.isReturnStatement);
    return body.statements.length === 1 && returned?.expression
      ? evaluate(returned.expression, fn.module, scope)
      : opaque;
  };

  /** The value of an expression of `module`, with `scope` the parameters of the function being called. */
  const evaluate = (node, module, scope = new Map()) => {
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isTypeAssertionExpression(node)
    ) {
      return evaluate(node.expression, module, scope);
    }
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const value = evaluate(span.expression, module, scope);
        text +=
          (typeof value === 'string' || typeof value === 'number'
            ? value
            : `{${span.expression.getText()}}`) + span.literal.text;
      }
      return text;
    }
    if (ts.isIdentifier(node)) {
      if (scope.has(node.text)) return scope.get(node.text);
      return binding(module, node.text);
    }
    if (ts.isObjectLiteralExpression(node)) {
      // Each property evaluated when read, once: an endpoint's schemas are never read, nor their files parsed.
      const object = {};
      const define = (name, expression) => {
        let value;
        let known = false;
        const get = () => {
          if (!known) [known, value] = [true, evaluate(expression, module, scope)];
          return value;
        };
        Object.defineProperty(object, name, { get, enumerable: true, configurable: true });
      };
      for (const property of node.properties) {
        if (ts.isSpreadAssignment(property)) {
          const value = evaluate(property.expression, module, scope);
          if (value && typeof value === 'object') {
            Object.defineProperties(object, Object.getOwnPropertyDescriptors(value));
          }
        } else if (ts.isShorthandPropertyAssignment(property)) {
          define(property.name.text, property.name);
        } else if (ts.isPropertyAssignment(property) && !ts.isComputedPropertyName(property.name)) {
          define(property.name.text, property.initializer);
        }
      }
      return object;
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return { function: node, module, scope };
    if (ts.isCallExpression(node)) {
      const fn = evaluate(node.expression, module, scope);
      return call(
        fn,
        node.arguments.map((argument) => evaluate(argument, module, scope)),
      );
    }
    if (ts.isPropertyAccessExpression(node)) {
      const object = evaluate(node.expression, module, scope);
      return object && typeof object === 'object' && !object.function
        ? (object[node.name.text] ?? opaque)
        : opaque;
    }
    return opaque;
  };

  // Every route of the API, by feature: the server refuses to start when a route is not in this table, so an
  // endpoint a feature names is always in the files it is made of.
  const table = exported(entryFile(contractPackage), 'endpoints') ?? opaque;
  const all = [...new Set(endpointsIn(table))];
  return {
    /** Every endpoint of the table. */
    all,
    /** The export `name` of the package's entry `specifier`, when the files of the table hold it; else `opaque`. */
    exportOf: (specifier, name) => exported(entryFile(specifier), name, new Set(), true) ?? opaque,
  };
}

const isSchema = (specifier) => /(^|\/)db\/schema(\/index)?(\.ts)?$/.test(specifier);

/** What one file of a feature shows: its endpoints, direct routes, tables, e-mails and the folders it imports. */
function analyse(file, { contract, features, folder, schemaTables }) {
  const source = parse(file);
  const found = { endpoints: new Set(), routes: [], tables: new Set(), mails: [], uses: new Set() };
  if (isTestSupport(source)) return found;
  const contractNames = new Map();
  const schemaNamespaces = new Set();
  const constants = stringConstants(source);
  constants.lazy = new Map();

  for (const { specifier, declaration } of importsOf(source)) {
    if (specifier === contractPackage || specifier.startsWith(`${contractPackage}/`)) {
      for (const [local, imported] of bindingsOf(declaration))
        contractNames.set(local, { specifier, imported });
    } else if (isSchema(specifier)) {
      const tables = schemaTables(resolveRelative(file, specifier));
      for (const [local, imported] of bindingsOf(declaration)) {
        if (imported === '*') schemaNamespaces.add(local);
        else if (tables.size === 0 || tables.has(imported)) found.tables.add(imported);
      }
    } else if (specifier.startsWith('.')) {
      const resolved = resolveRelative(file, specifier);
      const target = resolved ?? path.resolve(path.dirname(file), specifier);
      const relative = path.relative(features, target).split(path.sep);
      if (relative.length > 1 && relative[0] !== '..' && relative[0] !== folder) found.uses.add(relative[0]);
      // A constant a path may name, read from the file it is imported from only if one does.
      for (const [local, imported] of bindingsOf(declaration)) {
        if (resolved && !constants.has(local)) constants.lazy.set(local, { from: resolved, imported });
      }
    }
  }

  /** An access chain from a contract import: `endpoints.list`, `endpoints.purchases.list`, `table[key]`. */
  const chainOf = (node) => {
    const segments = [];
    let current = node;
    while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
      if (ts.isPropertyAccessExpression(current)) segments.unshift(current.name.text);
      else {
        const argument = current.argumentExpression;
        segments.unshift(ts.isStringLiteralLike(argument) ? argument.text : null);
      }
      current = current.expression;
    }
    return ts.isIdentifier(current) ? { name: current.text, segments } : null;
  };
  const isOutermost = (node) =>
    !(
      (ts.isPropertyAccessExpression(node.parent) || ts.isElementAccessExpression(node.parent)) &&
      node.parent.expression === node
    );

  const visit = (node) => {
    if ((ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) && isOutermost(node)) {
      const chain = chainOf(node);
      if (chain && contractNames.has(chain.name)) {
        const { specifier, imported } = contractNames.get(chain.name);
        // A namespace import's first segment names the export.
        const segments = imported === '*' ? chain.segments.slice(1) : chain.segments;
        const name = imported === '*' ? chain.segments[0] : imported;
        let value = typeof name === 'string' ? contract.exportOf(specifier, name) : opaque;
        for (const segment of segments) {
          if (isEndpoint(value)) break;
          if (segment === null) {
            for (const endpoint of endpointsIn(value)) found.endpoints.add(endpoint);
            value = undefined;
            break;
          }
          value = value?.[segment];
        }
        if (isEndpoint(value)) found.endpoints.add(value);
      }
      if (chain && schemaNamespaces.has(chain.name) && chain.segments[0]) found.tables.add(chain.segments[0]);
    }
    // An endpoint imported on its own, used by its name.
    if (ts.isIdentifier(node) && contractNames.has(node.text) && !ts.isImportSpecifier(node.parent)) {
      const { specifier, imported } = contractNames.get(node.text);
      const value = imported === '*' ? opaque : contract.exportOf(specifier, imported);
      if (isEndpoint(value)) found.endpoints.add(value);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first, second] = node.arguments;
      if (fastifyMethods.has(method) && first && second) {
        const url = pathText(first, constants);
        if (url?.startsWith('/')) found.routes.push({ method: method.toUpperCase(), path: url });
      }
      if (method === 'route' && first && ts.isObjectLiteralExpression(first)) {
        const property = (name) =>
          first.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
        const url = property('url') && pathText(property('url'), constants);
        const methods = property('method');
        const names = !methods
          ? []
          : ts.isArrayLiteralExpression(methods)
            ? methods.elements.map((element) => pathText(element, constants))
            : [pathText(methods, constants)];
        if (url?.startsWith('/') && names.length > 0 && names.every(Boolean)) {
          found.routes.push({ method: names.join(', '), path: url });
        }
      }
      if (method === 'register' && second && ts.isObjectLiteralExpression(second)) {
        const prefix = second.properties.find(
          (p) => ts.isPropertyAssignment(p) && p.name.getText() === 'prefix',
        )?.initializer;
        const url = prefix && pathText(prefix, constants);
        if (url?.startsWith('/')) {
          found.routes.push({ method: null, path: `${url.replace(/\/$/, '')}/*`, through: first.getText() });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  if (path.basename(file) === 'emails.ts') {
    for (const statement of source.statements) {
      if (!isExported(statement)) continue;
      if (ts.isFunctionDeclaration(statement) && statement.name?.text.endsWith('Mail')) {
        found.mails.push(statement.name.text);
      }
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text.endsWith('Mail')) {
            found.mails.push(declaration.name.text);
          }
        }
      }
    }
  }
  return found;
}

const byPath = (a, b) =>
  a.path.localeCompare(b.path) || methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method);
const code = (text) => `\`${text}\``;
/**
 * A comment's text as Markdown that Prettier leaves as it is (the page passes `prettier --check` without being
 * formatted, which would cost more than the rest): its code spans kept, and elsewhere `*`, `_` and `<` escaped, so
 * that no emphasis is rewritten nor a `<word>` read as HTML.
 */
const markdown = (text) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[*_<]/g, (c) => `\\${c}`)))
    .join('');
const list = (items) => (items.length > 0 ? items.map(code).join(', ') : 'none');

/** One folder of features/: its description, routes, tables, e-mails and the folders it uses. */
function feature(folder, context) {
  const directory = path.join(context.features, folder);
  const files = sourceFiles(directory);
  // The first of the main files that has a description, else the first of them (named in the placeholder).
  const named = ['routes.ts', 'index.ts', `${folder}.ts`].map((name) => path.join(directory, name));
  // A folder with none of them (a job) is described by its own files, in order.
  const candidates = [...named.filter(existsSync), ...files.filter((file) => !named.includes(file))];
  const main = candidates.find((file) => descriptionOf(parse(file))) ?? candidates[0];
  const description = main ? descriptionOf(parse(main)) : null;
  const found = files.map((file) => analyse(file, { ...context, folder }));
  const endpoints = [...new Set(found.flatMap((f) => [...f.endpoints]))];
  return {
    folder,
    main: main && path.relative(context.root, main),
    description,
    endpoints,
    routes: [
      ...endpoints.map((endpoint) => ({ method: endpoint.method, path: `/api${endpoint.path}` })),
      ...found.flatMap((f) => f.routes),
    ].sort(byPath),
    tables: [...new Set(found.flatMap((f) => [...f.tables]))].sort(),
    mails: found.flatMap((f) => f.mails),
    uses: [...new Set(found.flatMap((f) => [...f.uses]))].sort(),
  };
}

/** A folder holds a feature when it has a source file: an empty or test-only folder is left out. */
const hasSource = (directory) => statSync(directory).isDirectory() && sourceFiles(directory).length > 0;

/**
 * docs/features.md for the checkout at `root`, and the warnings met: a folder without a description, an endpoint
 * of the contract's table that no folder names.
 */
export function featuresDoc({ root: base = root } = {}) {
  const contract = contractSource(base);
  const features = path.join(base, featuresFolder);
  const tableCache = new Map();
  const schemaTables = (file) => {
    if (!tableCache.has(file)) tableCache.set(file, tablesOf(file));
    return tableCache.get(file);
  };
  const context = { root: base, contract, features, schemaTables };
  const folders = readdirSync(features)
    .sort()
    .filter((name) => hasSource(path.join(features, name)));
  const all = folders.map((folder) => feature(folder, context));
  const warnings = [];
  const out = [
    '# Server features',
    '',
    '<!-- Written by npm run docs:features (scripts/features-doc.mjs) from the code: do not edit by hand. -->',
    '',
    `Each folder of [${featuresFolder}](../${featuresFolder}) is one feature of the server: its`,
    'routes, its rules, its queries and its e-mails. This page is read from the code by `npm run docs:features`,',
    'and a test fails when it is out of date. For each folder:',
    '',
    "- what it is: the first paragraph of the leading comment (or failing one, of the first export's doc comment)",
    '  of the first of its `routes.ts`, `index.ts`, `<folder>.ts` and other files that has one;',
    '- its routes: the endpoints of the contract ([packages/contract/src/api](../packages/contract/src/api)) its',
    '  files name, under `/api`, and the paths it registers on Fastify directly;',
    '- its tables: what its files import from `db/schema`;',
    '- its e-mails: the `…Mail` functions of its `emails.ts`;',
    '- the other feature folders it imports.',
    '',
    'Tests and their support files are left out.',
  ];
  for (const item of all) {
    out.push('', `## ${item.folder}`, '');
    if (item.description) {
      out.push(markdown(item.description));
    } else {
      const where = item.main
        ? `a leading comment to \`${item.main}\``
        : `a \`routes.ts\` or an \`index.ts\``;
      warnings.push(`features/${item.folder}: no description (add ${where})`);
      out.push(`**No description yet**: add ${where}.`);
    }
    out.push('');
    if (item.routes.length === 0) out.push('- Routes: none');
    else {
      out.push(`- Routes (${item.routes.length}):`);
      for (const route of item.routes) {
        out.push(
          route.method
            ? `  - ${code(`${route.method} ${route.path}`)}`
            : `  - ${code(route.path)} (through ${code(route.through)})`,
        );
      }
    }
    out.push(
      `- Tables: ${list(item.tables)}`,
      `- E-mails: ${list(item.mails)}`,
      `- Uses: ${list(item.uses)}`,
    );
  }

  const named = new Set(all.flatMap((item) => item.endpoints));
  const unnamed = contract.all.filter((endpoint) => !named.has(endpoint));
  if (unnamed.length > 0) {
    const routes = unnamed.map((e) => `${e.method} /api${e.path}`).sort();
    warnings.push(`endpoints no feature folder names: ${routes.join(', ')}`);
    out.push('', '## Endpoints outside the feature folders', '');
    out.push('The contract declares these, and no feature folder names them:', '');
    for (const route of routes) out.push(`- ${code(route)}`);
  }

  const platform = path.join(base, platformFolder);
  if (existsSync(platform) && hasSource(platform)) {
    out.push('', '## Platform', '');
    out.push(
      `[${platformFolder}](../${platformFolder}) holds what every feature shares. Each file, with its`,
      'leading comment or the doc comment of its first export:',
      '',
    );
    for (const file of sourceFiles(platform)) {
      const source = parse(file);
      if (isTestSupport(source)) continue;
      const name = path.relative(platform, file).split(path.sep).join('/');
      const description = descriptionOf(source);
      out.push(`- ${code(name)}: ${description ? markdown(description) : '—'}`);
    }
  }
  return { text: `${out.join('\n')}\n`, warnings };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { text, warnings } = featuresDoc();
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const file = path.join(root, output);
  if (process.argv.includes('--check')) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== text) {
      console.error(`${output} is out of date: run npm run docs:features`);
      process.exit(1);
    }
    console.log(`${output} is up to date`);
  } else {
    writeFileSync(file, text);
    console.log(`written: ${output}`);
  }
}
