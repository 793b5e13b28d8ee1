import ts from 'typescript';

/**
 * A TypeScript transformer for the production bundle (webpack.config.ts, ts-loader): removes `defaultMessage` and
 * `description` from the message descriptors of `defineMessage({ id, defaultMessage })` and
 * `defineMessages({ key: { id, defaultMessage } })`. The browser formats every text from its locale's precompiled
 * catalog (translations/*.json, all five languages complete: __tests__/web/translations.test.ts; the build fails when
 * a chunk uses texts it does not load), and without the ICU parser at run time an English default could not be
 * formatted anyway — so the English strings were only bytes to download and parse (1.5 kB gzip of the first load).
 * Source files are untouched: tests and the message-group check read the defaults as before.
 */
const CALLS = new Set(['defineMessage', 'defineMessages']);
const DROPPED = new Set(['defaultMessage', 'description']);

const propertyName = (property: ts.ObjectLiteralElementLike): string | undefined =>
  ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

export function stripDefaultMessages(context: ts.TransformationContext): ts.Transformer<ts.SourceFile> {
  const { factory } = context;
  /** A descriptor (an object literal with an `id`) without its English default and description. */
  const descriptor = (object: ts.ObjectLiteralExpression): ts.ObjectLiteralExpression =>
    object.properties.some((p) => propertyName(p) === 'id')
      ? factory.updateObjectLiteralExpression(
          object,
          object.properties.filter((p) => !DROPPED.has(propertyName(p) ?? '')),
        )
      : object;
  const visit = (node: ts.Node): ts.Node => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CALLS.has(node.expression.text) && node.arguments.length === 1) {
      const arg = node.arguments[0]!;
      if (ts.isObjectLiteralExpression(arg)) {
        const stripped =
          node.expression.text === 'defineMessage'
            ? descriptor(arg)
            : factory.updateObjectLiteralExpression(
                arg,
                arg.properties.map((p) =>
                  ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(p.initializer)
                    ? factory.updatePropertyAssignment(p, p.name, descriptor(p.initializer))
                    : p,
                ),
              );
        return factory.updateCallExpression(node, node.expression, node.typeArguments, [stripped]);
      }
    }
    return ts.visitEachChild(node, visit, context);
  };
  return (file) => ts.visitNode(file, visit) as ts.SourceFile;
}
