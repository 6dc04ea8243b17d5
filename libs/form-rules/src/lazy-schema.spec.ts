import * as yup from 'yup';
import { lazySchema } from './lazy-schema';
import { yupEmail } from './validation';

interface Values {
  email: string;
  password: string;
}

const schema = yup.object({ email: yupEmail('Email'), password: yup.string().required('Password is required') });

describe('lazySchema', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("gives Formik the schema's errors, every field's, as validationSchema would", async () => {
    const rules = lazySchema<Values>(async () => schema);
    expect(await rules.validate({ email: 'not-an-address', password: '' })).toEqual({
      email: 'Email must be a valid email',
      password: 'Password is required',
    });
    expect(await rules.validate({ email: ' a@b.co ', password: 'x' })).toEqual({});
  });

  it('fetches the schema once, on the head start or the first check, whichever comes first', async () => {
    const load = jest.fn(async () => schema);
    const rules = lazySchema<Values>(load);
    expect(load).not.toHaveBeenCalled();
    rules.warmUp();
    rules.warmUp();
    await rules.validate({ email: '', password: '' });
    await rules.validate({ email: 'a@b.co', password: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form through unchecked while the schema cannot be fetched, and fetches it again at the next check', async () => {
    const load = jest.fn<Promise<yup.AnySchema>, []>().mockRejectedValueOnce(new Error('Loading chunk 12 failed')).mockResolvedValue(schema);
    const rules = lazySchema<Values>(load);
    expect(await rules.validate({ email: '', password: '' })).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await rules.validate({ email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not hide a schema that throws for another reason than the values', async () => {
    const broken = yup.object({ email: yup.string().test('broken', 'never shown', () => Promise.reject(new TypeError('bug in a test'))) });
    const rules = lazySchema<Values>(async () => broken);
    await expect(rules.validate({ email: 'a', password: '' })).rejects.toThrow('bug in a test');
  });
});
