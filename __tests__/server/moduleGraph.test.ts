/**
 * The server never loads the storefront (issue 17): walked statically from server/index.ts, the modules Node loads
 * hold no UI or store package and no file of src/. What both sides need (route table, start-up requests, locales,
 * lead images, page lists, form rules) lives in the neutral common/ module.
 *
 * The walk follows what reaches run time: import and export declarations with a value binding (not `import type`,
 * nor imports whose every specifier is `type`, which the compilers erase), side-effect imports, `import x =
 * require()`, `require()` and dynamic `import()` with a literal. Modules are resolved as the type checker does
 * (tsconfig.json), so a path alias or an index file counts like an import Node follows.
 */
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const ENTRY = path.join(ROOT, 'server/index.ts');
const SRC = path.join(ROOT, 'src') + path.sep;

/** Packages of the storefront that must never be part of the server's run time. */
const STOREFRONT_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  '@reduxjs/toolkit',
  'react-redux',
  'redux-saga',
  'redux-persist',
  'react-intl',
  'styled-components',
];

/** The compiler options of tsconfig.json (the resolution the type checker uses for the project's files). */
function projectOptions(): ts.CompilerOptions {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
}

/** An import's clause binds a value: not `import type`, and not only `type` specifiers. */
function importBindsValue(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return true; // `import './x'`: run for its side effects
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  // `import {} from './x'` keeps nothing; `import { type A } from './x'` is erased like `import type`.
  return bindings.elements.some((element) => !element.isTypeOnly);
}

/** A re-export carries a value: not `export type`, and not only `type` specifiers. */
function exportBindsValue(declaration: ts.ExportDeclaration): boolean {
  if (declaration.isTypeOnly) return false;
  const clause = declaration.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return true;
  return clause.elements.some((element) => !element.isTypeOnly);
}

/** The module specifiers of a file that are loaded at run time. */
function valueSpecifiers(file: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) specifiers.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (importBindsValue(node.importClause)) literal(node.moduleSpecifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && exportBindsValue(node)) literal(node.moduleSpecifier);
      return;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      if (!node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) literal(node.moduleReference.expression);
      return;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if (isImport || isRequire) literal(node.arguments[0]);
    }
    // Type positions (`typeof import('x')`, type aliases, interfaces) never load anything.
    if (ts.isTypeNode(node) || ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers;
}

/** The package a bare specifier names: 'react-dom/client' → 'react-dom', '@reduxjs/toolkit/query' → '@reduxjs/toolkit'. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

interface ModuleGraph {
  /** Project files loaded at run time (absolute paths). */
  files: Set<string>;
  /** Packages loaded at run time, each with a file that imports it. */
  packages: Map<string, string>;
  /** For each project file, the file that first imported it (to report a chain). */
  parents: Map<string, string>;
}

/** Walks the value imports from an entry file through the project's files (packages are recorded, not entered). */
function moduleGraph(entry: string): ModuleGraph {
  const options = projectOptions();
  const graph: ModuleGraph = { files: new Set([entry]), packages: new Map(), parents: new Map() };
  const queue = [entry];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const source = ts.createSourceFile(current, ts.sys.readFile(current) ?? '', ts.ScriptTarget.Latest, false);
    for (const specifier of valueSpecifiers(source)) {
      if (specifier.startsWith('node:')) continue;
      const resolved = ts.resolveModuleName(specifier, current, options, ts.sys).resolvedModule;
      const isPackage = !specifier.startsWith('.') && (!resolved || resolved.isExternalLibraryImport === true);
      if (isPackage) {
        if (!graph.packages.has(packageName(specifier))) graph.packages.set(packageName(specifier), current);
        continue;
      }
      if (!resolved) throw new Error(`${path.relative(ROOT, current)}: cannot resolve '${specifier}'`);
      const file = path.resolve(resolved.resolvedFileName);
      if (graph.files.has(file)) continue;
      graph.files.add(file);
      graph.parents.set(file, current);
      queue.push(file);
    }
  }
  return graph;
}

/** 'server/index.ts → server/app.ts → …' for a file of the graph. */
function chainTo(graph: ModuleGraph, file: string): string {
  const chain = [file];
  for (let parent = graph.parents.get(file); parent !== undefined; parent = graph.parents.get(parent)) chain.unshift(parent);
  return chain.map((step) => path.relative(ROOT, step)).join(' → ');
}

describe("the server's module graph", () => {
  const graph = moduleGraph(ENTRY);

  it('reaches the server (sanity: the walk follows imports)', () => {
    const files = [...graph.files].map((file) => path.relative(ROOT, file));
    expect(files).toEqual(expect.arrayContaining(['server/app.ts', 'server/services/firstScreen.ts', 'server/services/pageStatus.ts']));
    expect([...graph.packages.keys()]).toEqual(expect.arrayContaining(['fastify', 'kysely', '@sinclair/typebox']));
  });

  it('holds no React, Redux, router, intl or styling package', () => {
    const loaded = STOREFRONT_PACKAGES.filter((name) => graph.packages.has(name)).map(
      (name) => `${name} (from ${chainTo(graph, graph.packages.get(name) ?? '')})`,
    );
    expect(loaded).toEqual([]);
  });

  it('loads no file of the storefront (src/)', () => {
    const storefront = [...graph.files].filter((file) => file.startsWith(SRC)).map((file) => chainTo(graph, file));
    expect(storefront).toEqual([]);
  });
});
