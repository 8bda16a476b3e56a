import crypto from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

/**
 * Building blocks of the API robustness test: the list of every route the app registers,
 * and fast-check arbitraries for the requests a hostile or careless client may send.
 */

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The subset of JSON Schema that the OpenAPI document uses for our bodies and queries. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

export interface RouteInfo {
  method: Method;
  /** Fastify's own notation: `/api/races/:id`. */
  path: string;
  params: string[];
  /** The JSON body, when the OpenAPI document describes one. */
  body?: JsonSchema;
  query?: Record<string, JsonSchema>;
  /** Listed in the OpenAPI document (the docs UI's own files are not). */
  documented: boolean;
}

const METHODS = new Set<string>(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route of the running app, read from Fastify's own route tree (so routes the
 * OpenAPI document leaves out are listed too), with schemas from the OpenAPI document.
 */
export async function listRoutes(
  app: FastifyInstance,
  docsUrl: string,
  headers: Record<string, string> = {},
): Promise<RouteInfo[]> {
  // The radix tree as printed: each line's segment continues its parent's path.
  const tree = app.printRoutes();
  const segments: string[] = [];
  const found: { method: Method; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    segments.length = depth;
    segments.push(match[2] ?? '');
    const path = segments.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (METHODS.has(method)) found.push({ method: method as Method, path });
    }
  }
  for (const route of found) {
    if (!app.hasRoute({ method: route.method, url: route.path })) {
      throw new Error(`Read ${route.method} ${route.path} from the route tree, but it is no route`);
    }
  }

  const docs = (await app.inject({ method: 'GET', url: docsUrl, headers })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const operations = new Map<string, OpenApiOperation>();
  for (const [docPath, byMethod] of Object.entries(docs.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      operations.set(`${method.toUpperCase()} ${docPath.replace(/\{(\w+)\}/g, ':$1')}`, operation);
    }
  }

  return found.map(({ method, path }) => {
    const operation = operations.get(`${method === 'HEAD' ? 'GET' : method} ${path}`);
    const query: Record<string, JsonSchema> = {};
    for (const parameter of operation?.parameters ?? []) {
      if (parameter.in === 'query') query[parameter.name] = parameter.schema ?? {};
    }
    return {
      method,
      path,
      params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? ''),
      body: operation?.requestBody?.content?.['application/json']?.schema,
      query: Object.keys(query).length > 0 ? query : undefined,
      documented: operation !== undefined,
    };
  });
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

// ---------------------------------------------------------------------------
// Values

export const LONE_SURROGATES = ['\uD800', 'a\uDFFFb', '\uDBFF\uDBFF'];

/** Strings that have broken servers: control bytes, injections, odd Unicode, traversal. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  ...LONE_SURROGATES,
  '\r\nX-Injected: 1',
  '"; filename="evil.html',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '%00',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/uploads/../../etc/passwd',
  '${process.env.JWT_SECRET}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '\u202Egnp.exe',
  '\u200B\u200B',
  'e\u0301'.repeat(40),
  'Ærø Åse Øl',
  '💀'.repeat(60),
  '𒐫'.repeat(30),
  'ǅ',
  'İ',
  'ß'.repeat(120),
  'x'.repeat(255),
  'x'.repeat(10_001),
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  'null',
  'true',
];

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: hostileString },
);

export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0.5,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);

/** Any JSON value, some deeply nested. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileNumber },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constant(nest(200)) },
);

function nest(depth: number): unknown {
  let value: unknown = { leaf: 1 };
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** A value of some JSON type other than the schema's. */
export function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(schema));
  const options: fc.Arbitrary<unknown>[] = [];
  if (!types.has('string')) options.push(anyString);
  if (!types.has('integer') && !types.has('number')) options.push(hostileNumber);
  if (!types.has('boolean')) options.push(fc.boolean());
  if (!types.has('array')) options.push(fc.array(anyJson, { maxLength: 3 }));
  if (!types.has('object')) options.push(fc.dictionary(fc.string(), anyJson, { maxKeys: 3 }));
  if (!types.has('null') && !schema.nullable) options.push(fc.constant(null));
  // A float or out-of-range number where an integer is asked.
  if (types.has('integer')) options.push(fc.constantFrom(0.5, -1.5, 1e308, 2 ** 53));
  return fc.oneof(...options);
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf);
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/**
 * What the test knows about the data: real ids for each kind of reference, real avatar
 * paths, real emails. Near-valid bodies use them, so requests get past validation and
 * reach the services, where the deeper defects live.
 */
export interface World {
  ids: {
    races: number[];
    classes: number[];
    professions: number[];
    abilities: number[];
    specialAbilities: number[];
    languages: number[];
    documents: number[];
    characters: number[];
    users: number[];
  };
  emails: string[];
  avatarPaths: string[];
}

/** Ids that point nowhere or are not ids at all, as a client could put them in JSON. */
const badJsonIds = fc.oneof(
  fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, 1e308, '1', '', null),
);

function idPool(name: string, world: World): number[] {
  const n = name.toLowerCase();
  if (n.startsWith('race')) return world.ids.races;
  if (n.startsWith('class')) return world.ids.classes;
  if (n.startsWith('profession') || n === 'assigned' || n === 'mandatory')
    return world.ids.professions;
  if (n.startsWith('special')) return world.ids.specialAbilities;
  if (n.startsWith('abilit')) return world.ids.abilities;
  return [
    ...world.ids.professions,
    ...world.ids.abilities,
    ...world.ids.classes,
    ...world.ids.races,
  ];
}

function realOrBadId(name: string, world: World): fc.Arbitrary<unknown> {
  const pool = idPool(name, world);
  return pool.length > 0
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...pool) },
        { weight: 1, arbitrary: badJsonIds },
      )
    : badJsonIds;
}

const isIdName = (name: string) => /(^id$|_id$|_ids$|Ids$)/.test(name);

/**
 * A value that mostly satisfies the schema, with hostile values mixed in at the leaves:
 * the bodies that pass validation yet were never meant to be sent.
 */
export function nearValid(schema: JsonSchema, world: World, name = ''): fc.Arbitrary<unknown> {
  const base = nearValidOfType(schema, world, name);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, fc.constant(null)) : base;
}

function nearValidOfType(schema: JsonSchema, world: World, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) {
    return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...schema.enum) }, anyString);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => nearValid(b, world, name)));

  const [type] = typesOf(schema);
  switch (type) {
    case 'object':
      return nearValidObject(schema, world);
    case 'array': {
      const items = schema.items ?? {};
      const itemArb = nearValid(items, world, name);
      const max = Math.min(schema.maxItems ?? 8, 8);
      const arrays = [fc.array(itemArb, { minLength: schema.minItems ?? 0, maxLength: max })];
      if (schema.maxItems !== undefined) {
        arrays.push(
          fc.array(fc.constant(1), {
            minLength: schema.maxItems + 1,
            maxLength: schema.maxItems + 1,
          }),
        );
      }
      return fc.oneof({ weight: 6, arbitrary: arrays[0]! }, ...arrays.slice(1));
    }
    case 'integer':
    case 'number': {
      if (isIdName(name)) return realOrBadId(name, world);
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      return fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) }) },
        { weight: 1, arbitrary: hostileNumber },
      );
    }
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, fc.constantFrom(0, 1, 'true', null));
    case 'string':
      return nearValidString(schema, world, name);
    default:
      return unknownValue(name, world);
  }
}

function nearValidObject(schema: JsonSchema, world: World): fc.Arbitrary<unknown> {
  const props = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, value]) => [
      key,
      nearValid(value, world, key),
    ]),
  );
  const record = fc.record(props, { requiredKeys: [] });
  // Usually every required field is present; sometimes one is dropped or extras are added.
  const required = schema.required ?? [];
  const complete = required.length > 0 ? fc.record(props, { requiredKeys: required }) : record;
  return fc
    .tuple(
      fc.oneof({ weight: 5, arbitrary: complete }, { weight: 1, arbitrary: record }),
      fc.option(fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 3 }), {
        freq: 4,
      }),
    )
    .map(([body, extra]) => (extra ? { ...extra, ...body } : body));
}

function nearValidString(schema: JsonSchema, world: World, name: string): fc.Arbitrary<unknown> {
  const maxLength = schema.maxLength ?? 200;
  const minLength = schema.minLength ?? 0;
  const plain = fc.string({ minLength, maxLength: Math.min(maxLength, 60) });
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: plain },
    { weight: 2, arbitrary: hostileString },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', minLength, maxLength: Math.min(maxLength, 60) }),
    },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength)) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength + 1)) },
  ];
  if (name === 'email') {
    options.push({ weight: 6, arbitrary: fc.emailAddress() });
    if (world.emails.length > 0)
      options.push({ weight: 2, arbitrary: fc.constantFrom(...world.emails) });
    options.push({ weight: 1, arbitrary: fc.emailAddress().map((e) => `${e}\u0000`) });
  }
  if (name === 'avatar_path') {
    options.push({
      weight: 6,
      arbitrary: fc.constantFrom(
        ...world.avatarPaths,
        'dwarfs',
        'orc',
        '/uploads/',
        '/uploads/../../etc/passwd',
        '/uploads/missing.webp',
        '/uploads/x.svg',
        'http://evil.example/x.png',
        'javascript:alert(1)',
      ),
    });
  }
  if (name === 'link' || name === 'image_path') {
    options.push({
      weight: 4,
      arbitrary: fc.oneof(
        fc.webUrl(),
        fc.constantFrom(
          'javascript:alert(1)',
          'data:text/html,<b>x</b>',
          '//evil.example',
          '/images/x.png',
        ),
      ),
    });
  }
  if (name === 'type') {
    options.push({
      weight: 4,
      arbitrary: fc.constantFrom('Sprog', 'Alkymi', 'Evne', 'Ritual', 'magical effect', 'SPROG'),
    });
  }
  if (name === 'password')
    options.push({ weight: 4, arbitrary: fc.constant('correct horse battery') });
  return fc.oneof(...options);
}

/** Bodies typed `unknown` in the schema: the class-profession forms take these. */
function unknownValue(name: string, world: World): fc.Arbitrary<unknown> {
  if (name === 'assigned' || name === 'mandatory') {
    const item = fc.record({
      id: realOrBadId('profession', world),
      order: fc.oneof(fc.integer({ min: 0, max: 20 }), hostileNumber),
      mandatory: fc.constantFrom(0, 1, true, false, 'x'),
    });
    return fc.oneof(fc.array(item, { maxLength: 6 }), fc.constantFrom(0, 1, true, false), anyJson);
  }
  if (isIdName(name)) return realOrBadId(name, world);
  return anyJson;
}

// ---------------------------------------------------------------------------
// Path parameters and query strings

/** Path segments no id route may accept (all URL-encoded, so routing is not changed). */
export const INVALID_ID_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '١',
  '１',
  'abc',
  '%',
  '%00',
  '\u0000',
  '\uFFFF',
  '../users',
  '../../etc/passwd',
  '..%2F',
  '<script>',
  "1' OR '1'='1",
  '1;DROP TABLE users',
  'x'.repeat(99),
].map(encodeURIComponent);

/** Forms that coerce to a valid id: accepted on purpose, and they reach real rows. */
export const ODD_ID_FORMS = (id: number) =>
  [` ${id}`, `${id} `, `0${id}`, `+${id}`, `${id}.0`, `${id}e0`, `0x${id.toString(16)}`].map(
    encodeURIComponent,
  );

export const invalidIdSegment = fc.oneof(
  fc.constantFrom(...INVALID_ID_SEGMENTS),
  // Well-formed ids that no row has.
  fc.integer({ min: 1_000_000, max: 2 ** 31 - 1 }).map(String),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

/** A query string as a browser, a script or an attacker might write one. */
export function queryString(query: Record<string, JsonSchema> | undefined): fc.Arbitrary<string> {
  const names = Object.keys(query ?? {});
  const keys =
    names.length > 0
      ? fc.constantFrom(...names, 'x', '__proto__')
      : fc.constantFrom('x', 'q', '__proto__', 'type');
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    hostileString.map((s) => s.slice(0, 300)),
    fc.constantFrom('Sprog', 'Alkymi', 'sprog', ''),
  );
  const pair = fc
    .tuple(keys, value, fc.constantFrom('', '[]', '[0]', '[a]'))
    .map(([key, v, suffix]) => `${encodeURIComponent(key)}${suffix}=${safeEncode(v)}`);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map((p) => `?${p.join('&')}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?',
        '?&&&',
        '?=',
        '?q',
        '?%',
        '?q=%E0%A4%A',
        `?q=${'a'.repeat(5000)}`,
      ),
    },
  );
}

/** encodeURIComponent, except that a lone surrogate becomes raw bytes rather than an exception. */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

// ---------------------------------------------------------------------------
// Bodies

export interface RawBody {
  contentType?: string;
  payload?: string | Buffer;
  /** What the body is, for the failure message. */
  label: string;
}

const jsonBody = (value: unknown, label: string, contentType = 'application/json'): RawBody => ({
  contentType,
  payload: JSON.stringify(value) ?? '',
  label,
});

const OVERSIZED = `{"name":"${'x'.repeat(1024 * 1024 + 10)}"}`;

/** Bodies no route may accept, whatever its schema. */
export function structurallyHostileBody(schema: JsonSchema | undefined): fc.Arbitrary<RawBody> {
  const raw: RawBody[] = [
    { label: 'no body' },
    { contentType: 'application/json', payload: '', label: 'empty JSON' },
    { contentType: 'application/json', payload: 'null', label: 'null' },
    { contentType: 'application/json', payload: '[]', label: 'empty array' },
    { contentType: 'application/json', payload: '[{}]', label: 'array of object' },
    { contentType: 'application/json', payload: '"text"', label: 'a string' },
    { contentType: 'application/json', payload: '42', label: 'a number' },
    { contentType: 'application/json', payload: '{', label: 'cut JSON' },
    { contentType: 'application/json', payload: '{"a":1,}', label: 'trailing comma' },
    { contentType: 'application/json', payload: "{'a':1}", label: 'single quotes' },
    {
      contentType: 'application/json',
      payload: '{"__proto__":{"admin":true}}',
      label: '__proto__',
    },
    {
      contentType: 'application/json',
      payload: '{"constructor":{"prototype":{"admin":true}}}',
      label: 'constructor.prototype',
    },
    {
      contentType: 'application/json',
      payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      label: 'deep nesting',
    },
    { contentType: 'application/json', payload: OVERSIZED, label: 'over 1 MB' },
    {
      contentType: 'application/json',
      payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
      label: 'UTF-16 bytes',
    },
    {
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
      label: 'invalid UTF-8',
    },
    { contentType: 'application/json; charset=utf-16', payload: '{}', label: 'utf-16 charset' },
    {
      contentType: 'application/json; boundary=x; charset="utf-8"',
      payload: '[1]',
      label: 'odd parameters',
    },
    { contentType: 'APPLICATION/JSON', payload: '"x"', label: 'upper-case type' },
    { contentType: 'text/plain', payload: '{"name":"x"}', label: 'text/plain' },
    { contentType: 'text/html', payload: '<b>x</b>', label: 'text/html' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'name=x&a[b]=c', label: 'form' },
    {
      contentType: 'application/xml',
      payload:
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      label: 'XML',
    },
    { contentType: 'application/octet-stream', payload: crypto.randomBytes(64), label: 'bytes' },
    {
      contentType: 'image/svg+xml',
      payload: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      label: 'svg',
    },
    { contentType: 'multipart/form-data', payload: 'x', label: 'multipart without boundary' },
    {
      contentType: 'multipart/form-data; boundary=abc',
      payload: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\n',
      label: 'multipart cut short',
    },
    { contentType: 'multipart/form-data; boundary=abc', payload: 'junk', label: 'multipart junk' },
    { contentType: '', payload: '{"a":1}', label: 'empty content type' },
    { contentType: ';;;', payload: '{}', label: 'garbage content type' },
    {
      contentType: `application/json; ${'x'.repeat(5000)}`,
      payload: '{}',
      label: 'huge content type',
    },
  ];
  const arbs: fc.Arbitrary<RawBody>[] = [fc.constantFrom(...raw)];
  arbs.push(
    fc
      .jsonValue({ maxDepth: 2 })
      .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
      .map((v) => jsonBody(v, 'non-object JSON')),
  );
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length > 0) {
    // Every field of the wrong type: a client that got the contract wrong.
    arbs.push(
      fc
        .record(Object.fromEntries(properties.map(([key, value]) => [key, wrongTypeFor(value)])))
        .map((body) => jsonBody(body, 'every field of the wrong type')),
    );
    // Every field of the wrong type, sent as text/plain.
    arbs.push(
      fc
        .record(Object.fromEntries(properties.map(([key, value]) => [key, wrongTypeFor(value)])))
        .map((body) => jsonBody(body, 'wrong types as text/plain', 'text/plain')),
    );
  }
  if (schema?.required?.length) {
    arbs.push(
      fc
        .dictionary(
          fc.string({ maxLength: 10 }).filter((k) => !(schema.properties ?? {})[k]),
          anyJson,
          { maxKeys: 4 },
        )
        .map((body) => jsonBody(body, 'only unknown fields')),
    );
  }
  return fc.oneof(...arbs);
}

/** A near-valid JSON body, sometimes with a number written in a form JSON.stringify never makes. */
export function nearValidBody(schema: JsonSchema, world: World): fc.Arbitrary<RawBody> {
  const numeric = Object.entries(schema.properties ?? {})
    .filter(([, value]) => typesOf(value).some((t) => t === 'integer' || t === 'number'))
    .map(([key]) => key);
  const plain = nearValid(schema, world).map((body) => jsonBody(body, 'near-valid JSON'));
  if (numeric.length === 0) return plain;
  const rawNumber = fc
    .tuple(
      nearValid(schema, world),
      fc.constantFrom(...numeric),
      fc.constantFrom(
        '1e400',
        '-1e400',
        '1.0',
        '1E2',
        '-0',
        '0.0000001',
        '123456789012345678901234567890',
        '2e0',
      ),
    )
    .map(([body, key, text]) => {
      const object = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
      const marked = JSON.stringify({ ...object, [key]: '\u0001NUMBER\u0001' });
      return {
        contentType: 'application/json',
        payload: marked.replace('"\\u0001NUMBER\\u0001"', text),
        label: `number written as ${text}`,
      };
    });
  return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: rawNumber });
}

// ---------------------------------------------------------------------------
// Multipart

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; contentType: string; bytes: Buffer };
}

export function multipart(parts: Part[], label: string): RawBody {
  const boundary = `----robust${crypto.randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = part.name.replace(/[\r\n"]/g, '_');
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.file.filename.replace(/[\r\n"]/g, '_')}"\r\nContent-Type: ${part.file.contentType}\r\n\r\n`,
        ),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part.value ?? ''}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat(chunks),
    label,
  };
}

/** Files that are not what they claim, or claim to be what must never be served. */
export const HOSTILE_FILES: { label: string; contentType: string; bytes: Buffer }[] = [
  { label: 'empty', contentType: 'image/png', bytes: Buffer.alloc(0) },
  {
    label: 'svg with script',
    contentType: 'image/svg+xml',
    bytes: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    ),
  },
  {
    label: 'html as png',
    contentType: 'image/png',
    bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
  },
  {
    label: 'png header and junk',
    contentType: 'image/png',
    bytes: Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      crypto.randomBytes(200),
    ]),
  },
  {
    label: 'gif header and script',
    contentType: 'image/gif',
    bytes: Buffer.from('GIF89a/*<script>alert(1)</script>*/'),
  },
  {
    label: 'random bytes',
    contentType: 'application/octet-stream',
    bytes: crypto.randomBytes(512),
  },
  { label: 'text', contentType: 'text/plain', bytes: Buffer.from('hello') },
  { label: 'zip', contentType: 'application/zip', bytes: Buffer.from('PK\u0003\u0004junk') },
];

export const HOSTILE_FILENAMES = [
  'avatar.png',
  '../../../../tmp/evil.png',
  '..\\..\\evil.png',
  'evil.svg',
  'evil.html',
  '',
  '.',
  '\u0000.png',
  '💀.png',
  '\u202Egnp.exe',
  'x'.repeat(300),
];
