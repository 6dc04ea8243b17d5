import { makeCredential, makeService } from '@shopdesk/testing';
import { credentialValues, emptyCredentialValues, toCredentialFields } from './credential-values';

describe('credential values', () => {
  it('send the screen service, a trimmed user id and the password as typed', () => {
    expect(toCredentialFields('svc-1', { serviceName: 'Falcon', userId: '  ali@vpn ', password: ' p@ss ' })).toEqual({
      service: 'svc-1',
      userId: 'ali@vpn',
      password: ' p@ss ',
    });
  });

  it('leave a blank user id out: it is optional', () => {
    expect(toCredentialFields('svc-1', { ...emptyCredentialValues('Falcon'), userId: '   ', password: 'x' })).toEqual({
      service: 'svc-1',
      password: 'x',
    });
  });

  it('fill the form from a revealed credential, a missing user id as empty text', () => {
    const credential = makeCredential(makeService({ name: 'Falcon' }), { userId: null, password: 'secret' });
    expect(credentialValues(credential)).toEqual({ serviceName: 'Falcon', userId: '', password: 'secret' });
  });
});
