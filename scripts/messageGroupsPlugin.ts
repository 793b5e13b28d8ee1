import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { CHUNK_MESSAGES, MESSAGE_GROUPS, type MessageGroup } from '../src/app/messageGroups';

/** Message ids in a source file: `id: 'scope.name'` in defineMessage(s) calls (as __tests__/web/translations.test.ts). */
const MESSAGE_ID = /\bid:\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g;

/**
 * Fails the build when a chunk uses a text of a message group (src/app/messageGroups.ts) that is not loaded before
 * it renders: the entry and the screens without an entry in CHUNK_MESSAGES have the start group only; a lazy chunk
 * has its own CHUNK_MESSAGES groups and those of the chunks that load it.
 */
export class MessageGroupsPlugin {
  constructor(private readonly translationsDir: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.afterCompile.tap('MessageGroupsPlugin', (compilation) => {
      const groupOf = new Map<string, MessageGroup>();
      for (const group of MESSAGE_GROUPS) {
        const file = path.join(this.translationsDir, 'src', `${group}.json`);
        for (const id of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) groupOf.set(id, group);
      }
      const idsOf = new Map<string, string[]>();
      const usedIds = (resource: string) => {
        let ids = idsOf.get(resource);
        if (!ids) {
          ids = [...readFileSync(resource, 'utf8').matchAll(MESSAGE_ID)].map((m) => m[1]!);
          idsOf.set(resource, ids);
        }
        return ids;
      };
      // Its own groups plus those that every chunk loading it has (a chunk reached from two places gets what both have).
      const allowed = (chunkGroup: webpack.ChunkGroup, seen = new Set<webpack.ChunkGroup>()): Set<MessageGroup> => {
        const own = (chunkGroup.name && (CHUNK_MESSAGES as Record<string, readonly MessageGroup[]>)[chunkGroup.name]) || [];
        seen.add(chunkGroup);
        const parents = chunkGroup.getParents().map((parent) => (seen.has(parent) ? new Set<MessageGroup>() : allowed(parent, new Set(seen))));
        const inherited = parents.length === 0 ? [] : [...parents[0]!].filter((g) => parents.every((p) => p.has(g)));
        return new Set([...own, ...inherited]);
      };
      // One problem per source file, chunk and message group.
      const problems = new Map<string, { file: string; chunk: string; group: MessageGroup; ids: string[] }>();
      for (const chunkGroup of compilation.chunkGroups) {
        const groups = allowed(chunkGroup);
        for (const chunk of chunkGroup.chunks) {
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            // A scope-hoisted (concatenated) module lists the modules it is made of.
            const inner = 'modules' in module && Array.isArray(module.modules) ? (module.modules as webpack.Module[]) : [module];
            for (const m of inner) {
              const resource = m instanceof webpack.NormalModule ? m.resource : '';
              if (!/[\\/]src[\\/].*\.tsx?$/.test(resource)) continue;
              for (const id of usedIds(resource)) {
                const group = groupOf.get(id);
                if (!group || groups.has(group)) continue;
                const file = path.relative(compiler.context, resource);
                const name = chunkGroup.name ?? String(chunk.id);
                const key = `${file}|${name}|${group}`;
                const problem = problems.get(key) ?? { file, chunk: name, group, ids: [] };
                problem.ids.push(id);
                problems.set(key, problem);
              }
            }
          }
        }
      }
      for (const { file, chunk, group, ids } of problems.values()) {
        const error = new webpack.WebpackError(
          `message groups: ${file} uses ${ids.length} text(s) of message group '${group}' (${ids.slice(0, 3).join(', ')}` +
            `${ids.length > 3 ? ', …' : ''}), but chunk '${chunk}' does not load that group: add the group to its entry ` +
            'in CHUNK_MESSAGES (src/app/messageGroups.ts) and load the chunk with withMessages (src/app/i18n.ts)',
        );
        compilation.errors.push(error);
      }
    });
  }
}
