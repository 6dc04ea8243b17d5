/**
 * The URL slug of a service name, the one the API files the service under (the service form
 * sends it too): lower case, runs of spaces as one hyphen, accents folded (é → e), anything else
 * outside a-z, 0-9 and '-' dropped. Pure string work, so the browser and the server share it.
 *
 * @example slugify('My VPN Pro!') // 'my-vpn-pro'
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
