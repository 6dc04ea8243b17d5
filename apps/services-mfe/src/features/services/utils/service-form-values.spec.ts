import { makeService } from '@shopdesk/testing';
import { serviceFields, serviceFormValues, type ServiceFormValues } from './service-form-values';

const filled = (values: Partial<ServiceFormValues> = {}): ServiceFormValues => ({
  ...serviceFormValues('vpn'),
  name: '  Falcon VPN Pro ',
  country: 'ksa',
  price: 9.99,
  serial: 3,
  link: ' https://falcon.example ',
  benefits: [' Fast ', '', 'No logs'],
  ...values,
});

describe('serviceFormValues', () => {
  it('starts an empty form with one benefit line, the link choice and the delivery from stock for a VPN', () => {
    expect(serviceFormValues('vpn')).toEqual({
      name: '',
      country: '',
      logo: null,
      shortDescription: '',
      price: '',
      serial: '',
      linkOrApk: 'link',
      link: '',
      benefits: [''],
      delivery: 'stock',
    });
  });

  it('starts a dollar card with the manual delivery, its default', () => {
    expect(serviceFormValues('dollar-card').delivery).toBe('manual');
  });

  it("keeps a service's own delivery, not its type's default", () => {
    expect(serviceFormValues(makeService({ type: 'vpn', delivery: 'manual' })).delivery).toBe('manual');
    expect(serviceFormValues(makeService({ type: 'dollar-card', delivery: 'stock' })).delivery).toBe('stock');
  });

  it("fills the form from a service, without a country or link it has none of", () => {
    const service = makeService({ name: 'Gold', country: null, linkOrApk: 'apk', link: null, benefits: ['A', 'B'], price: 5, serial: 2 });
    expect(serviceFormValues(service)).toMatchObject({ name: 'Gold', country: '', linkOrApk: 'apk', link: '', benefits: ['A', 'B'], price: 5, serial: 2 });
  });
});

describe('serviceFields', () => {
  it('sends the trimmed values, the slug made from the name and the benefits without blank lines', () => {
    expect(serviceFields(filled(), 'vpn')).toEqual({
      name: 'Falcon VPN Pro',
      slug: 'falcon-vpn-pro',
      type: 'vpn',
      country: 'ksa',
      shortDescription: '',
      price: 9.99,
      serial: 3,
      linkOrApk: 'link',
      link: 'https://falcon.example',
      benefits: ['Fast', 'No logs'],
      delivery: 'stock',
    });
  });

  it('sends the delivery chosen', () => {
    expect(serviceFields(filled({ delivery: 'manual' }), 'vpn').delivery).toBe('manual');
  });

  it('sends no country for a dollar card, nor for a VPN without one', () => {
    expect(serviceFields(filled(), 'dollar-card').country).toBeUndefined();
    expect(serviceFields(filled({ country: '' }), 'vpn').country).toBeUndefined();
  });

  it('sends no link for an APK', () => {
    expect(serviceFields(filled({ linkOrApk: 'apk' }), 'vpn').link).toBeUndefined();
  });
});
