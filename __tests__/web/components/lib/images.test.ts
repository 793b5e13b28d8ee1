import { b64url, contentImageUrl, imageUrl, rawImageUrl } from '../../../../common/images';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('images (SPEC §7 Image URLs)', () => {
  it('encodes base64url of UTF-8 without padding', () => {
    expect(b64url('content/banner-tools.svg')).toBe(b64('content/banner-tools.svg'));
    expect(b64url('æøå/ø.png')).toBe(b64('æøå/ø.png'));
    expect(b64url('a')).toBe('YQ');
    expect(b64url('??>')).toBe('Pz8-');
    expect(b64url('???')).toBe('Pz8_');
  });

  it('uses mode fit, size sm (300) and gravity center by default', () => {
    expect(imageUrl('products/1.jpg')).toBe(`/images/fit/300/300/center/${b64('products/1.jpg')}`);
  });

  it.each([
    ['xs', 80],
    ['sm', 300],
    ['md', 600],
    ['lg', 1200],
  ] as const)('size %s maps to %i', (size, px) => {
    expect(imageUrl('a.png', { size })).toBe(`/images/fit/${px}/${px}/center/${b64('a.png')}`);
  });

  it('takes explicit width, height, mode, gravity and base', () => {
    expect(
      imageUrl('a.png', { width: 400, height: 250, mode: 'crop', gravity: 'north', base: 'https://api.example.com/' }),
    ).toBe(`https://api.example.com/images/crop/400/250/north/${b64('a.png')}`);
    expect(imageUrl('a.png', { width: 500 })).toBe(`/images/fit/500/500/center/${b64('a.png')}`);
    expect(imageUrl('a.png', { height: 120, mode: 'fill' })).toBe(`/images/fill/120/120/center/${b64('a.png')}`);
  });

  it('drops a leading slash of the media path', () => {
    expect(rawImageUrl('/content/x.svg')).toBe(`/images/raw/${b64('content/x.svg')}`);
  });

  it('builds raw URLs', () => {
    expect(rawImageUrl('content/x.svg')).toBe(`/images/raw/${b64('content/x.svg')}`);
    expect(rawImageUrl('content/x.svg', 'https://cdn.example.com')).toBe(
      `https://cdn.example.com/images/raw/${b64('content/x.svg')}`,
    );
  });

  it('contentImageUrl uses raw for SVG and the resize route for raster images', () => {
    expect(contentImageUrl('content/logo.SVG')).toBe(`/images/raw/${b64('content/logo.SVG')}`);
    expect(contentImageUrl('content/photo.jpg', { size: 'lg' })).toBe(
      `/images/fit/1200/1200/center/${b64('content/photo.jpg')}`,
    );
    expect(contentImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(contentImageUrl('')).toBe('');
    expect(contentImageUrl(undefined)).toBe('');
  });
});
