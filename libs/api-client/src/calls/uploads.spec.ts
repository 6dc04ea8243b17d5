import { clearSession, setEmployee } from '@shopdesk/session';
import { ID, testEmployee } from '../testing/fixtures';
import { mockServer, ok, type SeenRequest } from '../testing/mock-server';
import { createService, updateService } from './services';
import { createServiceSetupGuide, updateServiceSetupGuide } from './service-setup-guides';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const sentForm = (request: SeenRequest) => request.data as FormData;
const textFields = (form: FormData) => [...form.entries()].filter(([, value]) => typeof value === 'string');

describe('multipart uploads', () => {
  beforeEach(() => setEmployee(testEmployee()));
  afterAll(() => clearSession());

  it('createService sends the form fields and the logo', async () => {
    const seen = mockServer(() => ok({ _id: ID }, 201));
    const logo = png();
    await createService(
      {
        name: 'Fast VPN',
        type: 'vpn',
        country: 'uae',
        shortDescription: '',
        price: 9.99,
        serial: 3,
        linkOrApk: 'link',
        link: 'https://example.com/app',
        benefits: ['No logs', 'Unlimited', ''],
      },
      logo,
    );
    const form = sentForm(seen[0]);
    expect(textFields(form)).toEqual([
      ['name', 'Fast VPN'],
      ['type', 'vpn'],
      ['country', 'uae'],
      ['price', '9.99'],
      ['serial', '3'],
      ['linkOrApk', 'link'],
      ['benefits[]', 'No logs'],
      ['benefits[]', 'Unlimited'],
      ['link', 'https://example.com/app'],
    ]);
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it('updateService leaves out a link left over from the link choice, and a missing logo', async () => {
    const seen = mockServer(() => ok({ _id: ID }));
    await updateService(ID, {
      name: 'Dollar card',
      type: 'dollar-card',
      price: 10,
      serial: 1,
      linkOrApk: 'apk',
      link: 'https://example.com/old',
      benefits: ['Instant'],
    });
    const form = sentForm(seen[0]);
    expect(form.has('link')).toBe(false);
    expect(form.has('country')).toBe(false);
    expect(form.has('logo')).toBe(false);
    expect(form.get('linkOrApk')).toBe('apk');
  });

  it('setup guides send type, serial and the image', async () => {
    const seen = mockServer(() => ok({ _id: ID }, 201));
    await createServiceSetupGuide({ type: 'dollar-card', serial: 4 }, png());
    await updateServiceSetupGuide(ID, { type: 'vpn', serial: 5 });
    expect(textFields(sentForm(seen[0]))).toEqual([['type', 'dollar-card'], ['serial', '4']]);
    expect(sentForm(seen[0]).get('image')).toBeInstanceOf(File);
    expect(textFields(sentForm(seen[1]))).toEqual([['type', 'vpn'], ['serial', '5']]);
    expect(sentForm(seen[1]).has('image')).toBe(false);
  });

  it('reports upload progress in percent', async () => {
    mockServer(({ config }) => {
      config.onUploadProgress?.({ loaded: 0, total: 400, bytes: 0, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 100, total: 400, bytes: 100, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 50, bytes: 50, lengthComputable: false });
      config.onUploadProgress?.({ loaded: 400, total: 400, bytes: 300, lengthComputable: true });
      return ok({ _id: ID }, 201);
    });
    const progress: number[] = [];
    await createServiceSetupGuide({ type: 'vpn', serial: 1 }, png(), (percent) => progress.push(percent));
    expect(progress).toEqual([0, 25, 100]);
  });
});
