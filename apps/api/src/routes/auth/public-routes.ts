import type { FastifyInstance } from 'fastify';
import { loginRoute } from './login';
import { passwordResetRoutes } from './password-reset';
import { registerRoutes } from './register';
import { secondFactorRoutes } from './second-factor';

/** The public auth area: sign in, register by invite, forgot and reset password. */
export async function authPublicRoutes(app: FastifyInstance) {
  loginRoute(app);
  registerRoutes(app);
  secondFactorRoutes(app);
  passwordResetRoutes(app);
}
