import type { AreaSettings, ContentResponse } from '../../src/api/types';
import { sanitizeBlocks, sanitizeRichHtml } from '../../server/services/richText';
import { body, createTestApp, type TestApp } from './helpers';

describe('sanitizeRichHtml', () => {
  it('removes script tags, event handler attributes, style and javascript: links', () => {
    const clean = sanitizeRichHtml(
      [
        '<h2>Terms</h2>',
        '<p onclick="alert(1)">Hello <strong>world</strong><script>alert("x")</script></p>',
        '<img src="/images/raw/eA" alt="A tool" onerror="alert(2)">',
        '<a href="javascript:alert(3)">bad link</a>',
        '<a href="JaVaScRiPt:alert(4)" title="t">bad link 2</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<div style="color:red" class="x">kept text</div>',
      ].join(''),
    );
    expect(clean).toBe(
      '<h2>Terms</h2><p>Hello <strong>world</strong></p><img src="/images/raw/eA" alt="A tool" />' +
        '<a>bad link</a><a title="t">bad link 2</a>kept text',
    );
  });

  it('keeps the allowed tags and attributes only; h1 becomes h2', () => {
    expect(
      sanitizeRichHtml(
        '<table class="t"><thead><tr><th scope="col" style="x">Size</th></tr></thead>' +
          '<tbody><tr><td colspan="2" id="c">M</td></tr></tbody></table>' +
          '<ul><li><em>one</em></li></ul><ol><li>two<br>three</li></ol><h4>h</h4><h1>big</h1><span>s</span>' +
          '<img src="/x.png" alt="x" width="10" title="no"><a href="/a" title="A" target="_blank" class="c">a</a>',
      ),
    ).toBe(
      '<table><thead><tr><th scope="col">Size</th></tr></thead>' +
        '<tbody><tr><td colspan="2">M</td></tr></tbody></table>' +
        '<ul><li><em>one</em></li></ul><ol><li>two<br />three</li></ol><h4>h</h4><h2>big</h2>s' +
        '<img src="/x.png" alt="x" /><a href="/a" title="A" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichHtml('<table><caption>C</caption><colgroup span="2"><col span="1"></colgroup><tfoot><tr><td rowspan="2">f</td></tr></tfoot></table>'))
      .toBe('<table><caption>C</caption><colgroup span="2"><col span="1" /></colgroup><tfoot><tr><td rowspan="2">f</td></tr></tfoot></table>');
  });

  it('forces rel=noopener noreferrer on links with an href, and gives none to links without', () => {
    expect(sanitizeRichHtml('<p><a href="https://example.com" rel="opener">Partner</a></p>')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">Partner</a></p>',
    );
    expect(sanitizeRichHtml('<a title="x" rel="opener">no href</a>')).toBe('<a title="x">no href</a>');
    expect(sanitizeRichHtml('<a href="javascript:alert(1)" rel="opener">x</a>')).toBe('<a>x</a>');
  });

  it.each([
    ['plain', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading space', ' javascript:alert(1)'],
    ['entity-encoded letter', 'jav&#x61;script:alert(1)'],
    ['entity-encoded tab', 'jav&#x09;ascript:alert(1)'],
    ['fully entity-encoded', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
    ['named entity colon', 'javascript&colon;alert(1)'],
    ['newline', 'java\nscript:alert(1)'],
    ['control character', 'java\u0000script:alert(1)'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data: HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data: plain', 'data:text/plain,hello'],
  ])('removes a %s URL from a link', (_name, href) => {
    expect(sanitizeRichHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps safe link URLs: relative, http(s), mailto, tel, protocol-relative', () => {
    for (const href of ['/en/delivery', 'delivery#terms', '#top', 'https://example.com/a?b=1&amp;c=2', 'mailto:a@b.dk', 'tel:+4512345678', '//cdn.example.com/x']) {
      expect(sanitizeRichHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}" rel="noopener noreferrer">x</a>`);
    }
  });

  it('removes data: and javascript: image sources and every event handler', () => {
    expect(sanitizeRichHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="d">')).toBe('<img alt="d" />');
    expect(sanitizeRichHtml('<img src="javascript:alert(1)" alt="j">')).toBe('<img alt="j" />');
    expect(sanitizeRichHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(sanitizeRichHtml('<p onmouseover="alert(1)" onfocus=alert(2)>t</p>')).toBe('<p>t</p>');
  });

  it('drops svg, math, script and style with their content', () => {
    expect(sanitizeRichHtml('<svg><script>alert(1)</script><text>t</text></svg>after')).toBe('after');
    expect(sanitizeRichHtml('<svg onload="alert(1)"><a xlink:href="javascript:alert(2)">x</a></svg>ok')).toBe('ok');
    expect(sanitizeRichHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok')).toBe('ok');
    expect(sanitizeRichHtml('<style>p{}</style><script>alert(1)</script><noscript>n</noscript>ok')).toBe('ok');
    expect(sanitizeRichHtml('<template><img src=x onerror=alert(1)></template><object data="x">o</object>ok')).toBe('ok');
  });

  it('drops style attributes, comments and CDATA; keeps text escaped', () => {
    expect(sanitizeRichHtml('<p style="background:url(javascript:alert(1))">s</p>')).toBe('<p>s</p>');
    expect(sanitizeRichHtml('<!-- <script>alert(1)</script> --><p>a</p><![CDATA[<script>x</script>]]>')).toBe('<p>a</p>');
    expect(sanitizeRichHtml('<p>a &amp; b &lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>a &amp; b &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeRichHtml('<a href="/x" title="&quot;><script>alert(1)</script>">t</a>')).toBe(
      '<a href="/x" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" rel="noopener noreferrer">t</a>',
    );
  });

  it('keeps the data-dealer name of a dealer link (analytics dealer-click), no other data attributes', () => {
    expect(sanitizeRichHtml('<a href="https://dealer.example/" data-dealer="Bosch" data-x="1">Bosch</a>')).toBe(
      '<a href="https://dealer.example/" data-dealer="Bosch" rel="noopener noreferrer">Bosch</a>',
    );
  });

  it('gives an empty string for blank or non-string input', () => {
    for (const value of [undefined, null, '', '   ', 42, {}, ['<p>x</p>']]) expect(sanitizeRichHtml(value)).toBe('');
  });
});

describe('sanitizeBlocks', () => {
  it('sanitises every html parameter (textEditor, accordion items) in blocks and child blocks, leaving the rest', () => {
    const blocks = [
      { id: 'te', type: 'textEditor', parameters: { html: '<p onclick="x()">a</p><script>b</script>' } },
      {
        id: 'sec',
        type: 'section',
        parameters: { background: 'light' },
        children: [
          {
            id: 'acc',
            type: 'accordion',
            parameters: {
              items: [
                { title: '<b>kept as text by the client</b>', html: '<a href="javascript:alert(1)">x</a>' },
                { title: 'Two', html: 42 },
              ],
            },
          },
        ],
      },
      { id: 'hd', type: 'header', parameters: { text: '<b>plain text</b>', level: 2 } },
    ];
    expect(sanitizeBlocks(blocks)).toEqual([
      { id: 'te', type: 'textEditor', parameters: { html: '<p>a</p>' } },
      {
        id: 'sec',
        type: 'section',
        parameters: { background: 'light' },
        children: [
          {
            id: 'acc',
            type: 'accordion',
            parameters: {
              items: [
                { title: '<b>kept as text by the client</b>', html: '<a>x</a>' },
                { title: 'Two', html: '' },
              ],
            },
          },
        ],
      },
      { id: 'hd', type: 'header', parameters: { text: '<b>plain text</b>', level: 2 } },
    ]);
    // The input is not changed.
    expect(blocks[0]!.parameters.html).toBe('<p onclick="x()">a</p><script>b</script>');
  });

  it('survives malformed CMS data', () => {
    expect(sanitizeBlocks(null)).toEqual([]);
    expect(sanitizeBlocks({ html: '<script>x</script>' })).toEqual([]);
    expect(sanitizeBlocks([null, 'x', { id: 'a', type: 'textEditor' }])).toEqual([null, 'x', { id: 'a', type: 'textEditor' }]);
    const parsed = sanitizeBlocks(JSON.parse('[{"id":"p","type":"textEditor","parameters":{"__proto__":{"html":"<p>x</p>"}}}]'));
    expect(({} as Record<string, unknown>).html).toBeUndefined();
    expect(Object.getPrototypeOf(parsed[0]!.parameters)).toBe(Object.prototype);
  });
});

describe('rich text as served', () => {
  let t: TestApp;
  const raw = '<h1>Title</h1><p onclick="alert(1)">Hi <a href="javascript:alert(2)">x</a></p><img src=x onerror=alert(3)><script>alert(4)</script>';
  const clean = '<h2>Title</h2><p>Hi <a>x</a></p><img src="x" />';

  beforeAll(async () => {
    t = await createTestApp();
    const blocks = JSON.stringify([
      { id: 'rt-te', type: 'textEditor', parameters: { html: raw } },
      { id: 'rt-acc', type: 'accordion', parameters: { items: [{ title: 'Q', html: raw }] } },
    ]);
    await t.db
      .insertInto('pages')
      .values({
        id: 'rich-da',
        group_id: 'rich',
        area_id: 'b2b',
        language: 'da',
        parent_id: 'home-da',
        type: 'page',
        template: 'page',
        title: 'Rig tekst',
        description: '',
        url: '/rig-tekst',
        menu_title: 'Rig tekst',
        properties: '{}',
        content: blocks,
        status_code: 200,
        published: 1,
        sort: 0,
      })
      .execute();
    await t.db.updateTable('pages').set({ content: blocks }).where('id', '=', 'footer-da').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GetContentByUrl answers the page with sanitised rich text', async () => {
    const res = await t.app.inject({
      url: '/api/Content/GetContentByUrl',
      query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: '/rig-tekst' },
    });
    expect(res.statusCode).toBe(200);
    expect(body<ContentResponse>(res).content?.content).toEqual([
      { id: 'rt-te', type: 'textEditor', parameters: { html: clean } },
      { id: 'rt-acc', type: 'accordion', parameters: { items: [{ title: 'Q', html: clean }] } },
    ]);
  });

  it("the area's footer blocks come sanitised", async () => {
    const res = await t.app.inject({ url: '/api/Area/GetAreaById?AreaId=b2b&language=da' });
    expect(res.statusCode).toBe(200);
    expect(body<AreaSettings>(res).footerContent).toEqual([
      { id: 'rt-te', type: 'textEditor', parameters: { html: clean } },
      { id: 'rt-acc', type: 'accordion', parameters: { items: [{ title: 'Q', html: clean }] } },
    ]);
  });
});
