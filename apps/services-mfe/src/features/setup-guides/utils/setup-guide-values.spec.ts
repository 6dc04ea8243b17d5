import { makeSetupGuide } from '@shopdesk/testing';
import { emptySetupGuideValues, setupGuideFields, setupGuideValues } from './setup-guide-values';

describe('setup guide values', () => {
  it('send the screen type, in the API spelling, and the serial as a number', () => {
    expect(setupGuideFields('dollar-card', { type: 'Dollar Card', image: null, serial: 7 })).toEqual({
      type: 'dollar-card',
      serial: 7,
    });
  });

  it('start a new guide without an image or a serial', () => {
    expect(emptySetupGuideValues('VPN')).toEqual({ type: 'VPN', image: null, serial: '' });
  });

  it('keep the stored image of an edited guide unless a new one is chosen', () => {
    expect(setupGuideValues(makeSetupGuide({ serial: 4 }), 'VPN')).toEqual({ type: 'VPN', image: null, serial: 4 });
  });
});
