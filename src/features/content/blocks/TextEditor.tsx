import { RichHtml } from './RichHtml';
import { params } from '../../../../common/content/params';
import type { BlockProps } from './registry';

/** textEditor: { html: string } — sanitised CMS rich text; internal links navigate client-side. */
export function TextEditorBlock({ block }: BlockProps) {
  return <RichHtml html={params(block).html} />;
}
