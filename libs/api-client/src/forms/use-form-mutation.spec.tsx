import { clearSession, setEmployee } from '@shopdesk/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { AxiosProgressEvent } from 'axios';
import type { ReactNode } from 'react';
import { ApiError } from '../api-error';
import type { UploadProgress } from '../call-api';
import { inviteEmployee } from '../calls/employees';
import { createService } from '../calls/services';
import { createQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { ID, testEmployee } from '../testing/fixtures';
import { failure, mockServer, ok } from '../testing/mock-server';
import { formFailure } from './form-errors';
import { useFormMutation, type FormCall } from './use-form-mutation';

interface InviteValues {
  email: string;
}

const invite: FormCall<InviteValues, unknown> = (values) => inviteEmployee({ email: values.email.trim() });
const noProgress = { onUploadProgress: () => undefined };
const invitesPage = [...queryKeys.invites.lists, { currentPage: 1 }];

function setup<V, R, C>(call: FormCall<V, R, C>) {
  const client = createQueryClient();
  client.setQueryData(invitesPage, { documents: [], totalPages: 0, totalItems: 0 });
  client.setQueryData(queryKeys.orders.counts, { pending: 1, completed: 0, cancelled: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useFormMutation(call, { invalidates: [queryKeys.invites.all] }), { wrapper });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { result, invalidated };
}

describe('useFormMutation', () => {
  beforeEach(() => setEmployee(testEmployee()));
  afterAll(() => clearSession());

  it("sends the form's values and refreshes only the resource's queries", async () => {
    const seen = mockServer(() => ok({ email: 'ada@shop.test' }, 201));
    const { result, invalidated } = setup(invite);
    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit({ email: ' ada@shop.test ' }, noProgress);
    });
    expect(answer).toEqual({ email: 'ada@shop.test' });
    expect(JSON.parse(seen[0].data as string)).toEqual({ email: 'ada@shop.test' });
    expect(invalidated(invitesPage)).toBe(true);
    expect(invalidated(queryKeys.orders.counts)).toBe(false);
  });

  it('rejects with the ApiError, whose details a form can place, and refreshes nothing', async () => {
    mockServer(() =>
      failure(409, 'An employee with this e-mail already exists', [
        { path: 'email', message: 'An employee with this e-mail already exists' },
      ]),
    );
    const { result, invalidated } = setup(invite);
    const values = { email: 'ada@shop.test' };
    let rejection: unknown;
    await act(async () => {
      rejection = await result.current.submit(values, noProgress).catch((error: unknown) => error);
    });
    expect(rejection).toBeInstanceOf(ApiError);
    expect(formFailure('Failed to create invite')(rejection, values).errors).toEqual({
      email: 'An employee with this e-mail already exists',
    });
    expect(invalidated(invitesPage)).toBe(false);
  });

  it("hands the form's progress callback to an upload", async () => {
    mockServer((request) => {
      request.config.onUploadProgress?.({ loaded: 40, total: 100 } as AxiosProgressEvent);
      return ok({ _id: ID }, 201);
    });
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const create: FormCall<{ name: string }, unknown, { onUploadProgress: UploadProgress }> = (values, { onUploadProgress }) =>
      createService(
        { name: values.name, type: 'vpn', price: 1, serial: 1, linkOrApk: 'apk', benefits: ['Fast'] },
        logo,
        onUploadProgress,
      );
    const { result } = setup(create);
    const onUploadProgress = jest.fn();
    await act(async () => {
      await result.current.submit({ name: 'Fast VPN' }, { onUploadProgress });
    });
    expect(onUploadProgress).toHaveBeenCalledWith(40);
  });
});
