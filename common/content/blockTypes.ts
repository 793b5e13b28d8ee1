/** The block types among `blocks` and their children, at any depth (pure: the server reads pages with it too). */
export function blockTypes(blocks: unknown, types = new Set<string>()): Set<string> {
  if (!Array.isArray(blocks)) return types;
  for (const block of blocks as unknown[]) {
    if (typeof block !== 'object' || block === null) continue;
    const { type, children } = block as { type?: unknown; children?: unknown };
    if (typeof type === 'string') types.add(type);
    blockTypes(children, types);
  }
  return types;
}
