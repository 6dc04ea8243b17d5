import { makeService } from '@shopdesk/testing';
import { serviceFields, serviceFormValues, type ServiceFormValues } from './service-form-values';

const filled = (values: Partial<ServiceFormValues> = {}): ServiceFormValues => ({
  ...serviceFormValues(),
  name: '  Falcon VPN Pro ',
  country: 'ksa',
  price: 9.99,
  serial: 3,
  link: ' https://falcon.example ',
  benefits: [' Fast ', '', 'No logs'],
  ...values,
});

describe('serviceFormValues', () => {
  it('starts an empty form with one benefit line and the link choice', () => {
    expect(serviceFormValues()).toEqual({
      name: '',
      country: '',
      logo: null,
      shortDescription: '',
      price: '',
      serial: '',
      linkOrApk: 'link',
      link: '',
      benefits: [''],
    });
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
    });
  });

  it('sends no country for a dollar card, nor for a VPN without one', () => {
    expect(serviceFields(filled(), 'dollar-card').country).toBeUndefined();
    expect(serviceFields(filled({ country: '' }), 'vpn').country).toBeUndefined();
  });

  it('sends no link for an APK', () => {
    expect(serviceFields(filled({ linkOrApk: 'apk' }), 'vpn').link).toBeUndefined();
  });
});
