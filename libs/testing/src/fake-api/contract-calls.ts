import { api, isCallDef, type CallDef } from '@shopdesk/contracts';

interface Route {
  call: CallDef;
  /** `orders.getAllOrdersByStatus`: how messages name the call. */
  name: string;
  pattern: RegExp;
  paramNames: string[];
}

const PARAM = /:([A-Za-z_]+)/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function routeOf(call: CallDef, name: string): Route {
  const paramNames = [...call.path.matchAll(PARAM)].map((match) => match[1]);
  const source = call.path.split(PARAM).map((part, index) => (index % 2 === 1 ? '([^/]+)' : escapeRegExp(part)));
  return { call, name, pattern: new RegExp(`^${source.join('')}$`), paramNames };
}

// Fixed paths before parameterised ones, so `services/getSingleService/:id` never takes a fixed path.
// A group module exports its calls and some schemas (ServiceFields...): only the calls are routes.
const routes: Route[] = Object.entries(api)
  .flatMap(([group, exports]) =>
    Object.entries(exports as Record<string, unknown>).flatMap(([key, value]) => (isCallDef(value) ? [routeOf(value, `${group}.${key}`)] : [])),
  )
  .sort((a, b) => a.paramNames.length - b.paramNames.length);

/** How messages name a contract call, e.g. `orders.getSingleOrder`; undefined for a call outside the contract. */
export function callName(call: CallDef): string | undefined {
  return routes.find((route) => route.call === call)?.name;
}

/** The contract call a request is, with its path parameters (decoded), or undefined. */
export function findCall(method: string, path: string): { call: CallDef; name: string; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.call.method !== method) continue;
    const found = route.pattern.exec(path);
    if (!found) continue;
    const params = Object.fromEntries(route.paramNames.map((name, index) => [name, decodeURIComponent(found[index + 1])]));
    return { call: route.call, name: route.name, params };
  }
  return undefined;
}
