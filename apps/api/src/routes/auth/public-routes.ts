import type { FastifyInstance } from 'fastify';
import { loginRoute } from './login';
import { passkeySignInRoutes } from './passkey-sign-in';
import { passwordResetRoutes } from './password-reset';
import { registerRoutes } from './register';
import { secondFactorRoutes } from './second-factor';

/** The public auth area: sign in (with a password and a second step, or a passkey), register by invite, forgot and reset password. */
export async function authPublicRoutes(app: FastifyInstance) {
  loginRoute(app);
  registerRoutes(app);
  secondFactorRoutes(app);
  passkeySignInRoutes(app);
  passwordResetRoutes(app);
}
