/** The built-in blocks that load on demand (builtins.ts registers them lazily): a chunk of their own. */
import { AccordionBlock } from './Accordion';
import { GroupedContentBlock } from './GroupedContent';
import { IconBlock } from './Icon';
import { IframeBlock } from './Iframe';
import type { BlockModule } from './registry';
import { SliderBlock } from './Slider';
import { TextEditorBlock } from './TextEditor';

const moreBlocks: BlockModule = {
  textEditor: TextEditorBlock,
  accordion: AccordionBlock,
  iframe: IframeBlock,
  groupedContent: GroupedContentBlock,
  slider: SliderBlock,
  icon: IconBlock,
};

export default moreBlocks;
