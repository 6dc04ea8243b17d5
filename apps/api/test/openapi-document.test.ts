import { api, API_DOCS } from '@shopdesk/contracts';
import { setupTestApp } from './helpers/test-app';

const t = setupTestApp();

it('documents a multipart call with its text fields and its file as binary', async () => {
  const doc = (await t.inject(null, { method: 'GET', url: `${API_DOCS}/json` })).json();
  const body = doc.paths[api.services.createService.path].post.requestBody;
  expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
  const schema = body.content['multipart/form-data'].schema;
  expect(schema.properties.logo).toEqual({ type: 'string', format: 'binary' });
  expect(schema.properties.name).toMatchObject({ type: 'string', minLength: 1 });
  expect(schema.properties.benefits).toMatchObject({ type: 'array' });
  expect(schema.required).toEqual(expect.arrayContaining(['name', 'type', 'price', 'serial', 'benefits']));
  expect(schema.required).not.toContain('logo');
});

it('documents a JSON call with its JSON body', async () => {
  const doc = (await t.inject(null, { method: 'GET', url: `${API_DOCS}/json` })).json();
  const body = doc.paths[api.auth.login.path].post.requestBody;
  expect(Object.keys(body.content)).toEqual(['application/json']);
  expect(Object.keys(body.content['application/json'].schema.properties)).toEqual(['email', 'password']);
});

it('documents a text answer under its media type, and its errors as JSON', async () => {
  const doc = (await t.inject(null, { method: 'GET', url: `${API_DOCS}/json` })).json();
  const responses = doc.paths[api.serviceCredentials.exportServiceCredentials.path.replace(':id', '{id}')].get.responses;
  expect(Object.keys(responses['200'].content)).toEqual(['text/csv']);
  expect(responses['200'].content['text/csv'].schema).toMatchObject({ type: 'string' });
  expect(responses['200'].description).toMatch(/^User ID,Status,/);
  expect(Object.keys(responses['404'].content)).toEqual(['application/json']);
});
