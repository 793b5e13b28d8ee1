/**
 * The CSS rules styled-components wrote for an element's classes (media blocks included): jsdom does not apply
 * media queries, so tests of viewport-dependent layout read the rules themselves.
 */
export function cssOf(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
  return Array.from(element.classList)
    .flatMap((name) => css.match(new RegExp(`(@media[^{]*\\{)?\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? [])
    .join('\n');
}
