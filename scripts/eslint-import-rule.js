import path from 'node:path';

/**
 * An ESLint rule over every import and re-export of a file (static and dynamic), by resolved path:
 * `placeOf(relPath)` says where a file stands (null: not checked), `resolve(spec, fromRel)` turns a
 * specifier into a path relative to the repository root (null: a package), `violation(from, to)`
 * answers the message to report or null. The web's boundaries and the server's layers are two uses.
 */
export function importRule({ description, placeOf, resolve, violation }) {
  return {
    meta: { type: 'problem', schema: [], docs: { description } },
    create(context) {
      const fileRel = path.relative(context.cwd, context.filename).split(path.sep).join('/');
      const from = placeOf(fileRel);
      if (!from) return {};
      const check = (node, source) => {
        if (!source || typeof source.value !== 'string') return;
        const targetRel = resolve(source.value, fileRel);
        const to = targetRel && placeOf(targetRel);
        if (!to) return;
        const message = violation(from, to);
        if (message) context.report({ node: source, message });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) => check(node, node.source),
      };
    },
  };
}
