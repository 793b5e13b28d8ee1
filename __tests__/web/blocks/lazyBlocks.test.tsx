import { screen } from '@testing-library/react';
import type { Block, BlockType } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks/BlockRenderer';
import {
  getBlockComponent,
  loadBlocks,
  preloadBlocks,
  registerLazyBlocks,
  type BlockProps,
} from '../../../src/features/content/blocks/registry';
import { renderWithProviders } from '../renderWithProviders';

// Block types the test registers itself (the registry accepts any BlockType; these stand for a later feature's).
const FAKE = 'fakeLazy' as BlockType;
const FLAKY = 'flakyLazy' as BlockType;

function Fake({ block }: BlockProps) {
  return <p>fake {String(block.parameters.text)}</p>;
}

describe('lazily registered blocks (registry.ts)', () => {
  it('a built-in lazy block renders once its chunk has loaded, without a preload', async () => {
    const page: Block[] = [
      { id: 'h', type: 'header', parameters: { text: 'Eager' } },
      { id: 't', type: 'textEditor', parameters: { html: '<h2>Lazy rich text</h2>' } },
    ];
    renderWithProviders(<BlockRenderer blocks={page} />);
    expect(screen.getByRole('heading', { name: 'Eager' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lazy rich text' })).toBeInTheDocument();
  });

  it('loadBlocks loads the lazy types of nested child blocks, each chunk once; then they render at once', async () => {
    const load = jest.fn(async () => ({ [FAKE]: Fake }));
    registerLazyBlocks([FAKE], load);
    expect(getBlockComponent(FAKE)).not.toBe(Fake);

    const page: Block[] = [
      { id: 's', type: 'section', parameters: {}, children: [{ id: 'f', type: FAKE, parameters: { text: 'one' } }] },
      { id: 'g', type: FAKE, parameters: { text: 'two' } },
    ];
    await Promise.all([loadBlocks(page), loadBlocks(page)]);
    await loadBlocks(page);
    expect(load).toHaveBeenCalledTimes(1);
    expect(getBlockComponent(FAKE)).toBe(Fake);

    renderWithProviders(<BlockRenderer blocks={page} />);
    expect(screen.getByText('fake one')).toBeInTheDocument();
    expect(screen.getByText('fake two')).toBeInTheDocument();
  });

  it('a failed chunk load rejects loadBlocks and is tried again next time; preloadBlocks swallows the failure', async () => {
    const load = jest
      .fn<Promise<Partial<Record<BlockType, typeof Fake>>>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed.'))
      .mockResolvedValue({ [FLAKY]: Fake });
    registerLazyBlocks([FLAKY], load);

    // The page's loader joins the preload that is under way and gets its failure.
    preloadBlocks([FLAKY]);
    await expect(loadBlocks([{ type: FLAKY }])).rejects.toThrow('Loading chunk 12 failed.');
    expect(getBlockComponent(FLAKY)).not.toBe(Fake);
    await loadBlocks([{ type: FLAKY }]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(getBlockComponent(FLAKY)).toBe(Fake);
  });

  it('ignores malformed block lists', async () => {
    await expect(loadBlocks(undefined)).resolves.toBeUndefined();
    await expect(loadBlocks([null, 'x', { type: 42 }, { children: 'no' }])).resolves.toBeUndefined();
  });
});
