import { SERIAL_MAX } from '@shopdesk/contracts';
import { yupRequiredFile, yupRequiredNumber } from '@shopdesk/form-rules';
import * as yup from 'yup';

const serial = yupRequiredNumber('Serial')
  .integer('Serial must be a whole number')
  .min(0, 'Serial must be 0 or more')
  .max(SERIAL_MAX, `Serial must be at most ${SERIAL_MAX}`);

/** A new guide: an image (the API requires one; the picker takes only jpeg or png) and a serial. */
export const createSetupGuideSchema = yup.object({ image: yupRequiredFile('Image'), serial });

/** An edited guide keeps its image unless a new one is chosen; the serial is required. */
export const updateSetupGuideSchema = yup.object({ serial });
