import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends numbers as text, arrays as repeated name[], and leaves out empty values', () => {
    const form = toFormData({
      name: 'Fast VPN',
      price: 9.5,
      serial: 0,
      country: undefined,
      shortDescription: '',
      link: null,
      benefits: ['No logs', ' ', 'Unlimited'],
    });
    expect([...form.entries()]).toEqual([
      ['name', 'Fast VPN'],
      ['price', '9.5'],
      ['serial', '0'],
      ['benefits[]', 'No logs'],
      ['benefits[]', 'Unlimited'],
    ]);
  });

  it('appends each given file and skips missing ones', () => {
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'guide.jpg', { type: 'image/jpeg' });
    const form = toFormData({ type: 'vpn' }, { image, logo: null });
    const sent = form.get('image') as File;
    expect(sent.name).toBe('guide.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(form.has('logo')).toBe(false);
  });

  it('refuses a number that is not finite', () => {
    expect(() => toFormData({ price: Number.NaN })).toThrow('price must be a number, got NaN');
  });
});
