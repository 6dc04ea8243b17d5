import { configureApiClient } from './config';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  afterEach(() => configureApiClient({ baseURL: '' }));

  it('puts a stored file under the uploads path', () => {
    expect(imageUrl('3f2a9c.png')).toBe('/uploads/3f2a9c.png');
  });

  it("uses the API's origin when the client has one", () => {
    configureApiClient({ baseURL: 'https://api.example.com/' });
    expect(imageUrl('3f2a9c.png')).toBe('https://api.example.com/uploads/3f2a9c.png');
  });

  it.each([
    'https://cdn.example.com/logo.png',
    'http://example.com/a.jpg',
    '//cdn.example.com/logo.png',
    'data:image/png;base64,AAAA',
    'blob:http://localhost/1234',
    '/assets/vpn.png',
    'assets/vpn.png',
  ])('leaves a web or asset link as it is: %s', (link) => {
    expect(imageUrl(link)).toBe(link);
  });

  it('encodes a stored name so it cannot leave the uploads path', () => {
    expect(imageUrl('a b?.png')).toBe('/uploads/a%20b%3F.png');
  });

  it('gives nothing for no image', () => {
    expect(imageUrl(null)).toBeUndefined();
    expect(imageUrl('')).toBeUndefined();
  });
});
