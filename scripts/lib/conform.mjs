// The pure parts of `npm run contract:conform` (scripts/contract-conform.mjs): how a role reaches the server, which
// workflows a run can take, what the server's first answer says about it, and the table of results. The passwords a
// run sets and puts back: conform-passwords.mjs.
import path from 'node:path';

/** The roles a workflow step can act as. `anonymous` needs no session; the others are sessions of the service. */
export const ROLES = ['superUser', 'orgAdmin', 'user', 'anonymous'];
export const SESSION_ROLES = ROLES.filter((role) => role !== 'anonymous');

const ROLE_REFERENCE = /^\$components\.parameters\.(superUser|orgAdmin|user|anonymous)$/;

/** The environment variables that give a session of each role: never argv, which npm echoes and `ps` shows. */
export const SESSION_ENV = {
  superUser: 'CONFORM_SESSION_SUPERUSER',
  orgAdmin: 'CONFORM_SESSION_ORGADMIN',
  user: 'CONFORM_SESSION_USER',
};
/** The ordinary user's current password, which the password workflows change and put back. */
export const PASSWORD_ENV = 'CONFORM_USER_PASSWORD';
const FILE_KEYS = [...SESSION_ROLES, 'userPassword'];

/**
 * The sessions (`{role: value}`) and the user's password of a run, from the environment (`SESSION_ENV`,
 * `PASSWORD_ENV`) and a `--sessions` file (`file`: its path, mode and text; lines `role=value` or
 * `userPassword=value`, `#` comments), which only its owner may read. Throws on a file others may read, a line of
 * another shape, an empty value, or one given in both places; the message names the place, never a value.
 */
export function sessionsFrom({ env = {}, file } = {}) {
  const given = new Map();
  for (const [key, name] of [...Object.entries(SESSION_ENV), ['userPassword', PASSWORD_ENV]]) {
    if (env[name]) given.set(key, { value: env[name], where: name });
  }
  if (file) {
    if ((file.mode & 0o044) !== 0) {
      const mode = (file.mode & 0o777).toString(8);
      throw new Error(`--sessions ${file.path}: its group or others may read it (mode ${mode}); chmod 600 it`);
    }
    file.text.split(/\r?\n/).forEach((line, index) => {
      const where = `${file.path}:${index + 1}`;
      if (!line.trim() || line.trim().startsWith('#')) return;
      const at = line.indexOf('=');
      const key = line.slice(0, Math.max(at, 0)).trim();
      if (!FILE_KEYS.includes(key)) throw new Error(`--sessions ${where}: not one of ${FILE_KEYS.join('=, ')}=`);
      if (at === line.length - 1) throw new Error(`--sessions ${where}: ${key} has no value`);
      if (given.has(key)) throw new Error(`--sessions ${where}: ${key} is given in ${given.get(key).where} too`);
      given.set(key, { value: line.slice(at + 1), where });
    });
  }
  const sessions = {};
  for (const role of SESSION_ROLES) if (given.has(role)) sessions[role] = given.get(role).value;
  return { sessions, password: given.get('userPassword')?.value };
}

/** Why options that would put a secret on the command line are refused, and what to use instead; else undefined. */
export function argvRefusal({ cookie = [], input = [] }) {
  if (cookie.length) {
    return `--cookie puts a session on the command line, which npm echoes and ps shows: give it in ${Object.values(
      SESSION_ENV,
    ).join(', ')} or a --sessions file`;
  }
  if (input.some((option) => option.split('=')[0] === 'userPassword')) {
    return `--input userPassword= puts the password on the command line: give it in ${PASSWORD_ENV} or a --sessions file`;
  }
  return undefined;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Why a run that has secrets to send may not send them to `server` (plain http off this machine); else undefined. */
export function plainHttpRefusal(server, hasSecrets) {
  const url = new URL(server);
  if (!hasSecrets || url.protocol !== 'http:' || LOOPBACK.includes(url.hostname)) return undefined;
  return `contract:conform: sessions are not sent over plain http to ${url.host}: use https (plain http only to localhost, 127.0.0.1 or [::1])`;
}

/** The roles a workflow's steps act as (their role parameters, `$components.parameters.<role>`). */
export function rolesOf(workflow) {
  const roles = new Set();
  const lists = [workflow.parameters ?? [], ...(workflow.steps ?? []).map((step) => step.parameters ?? [])];
  for (const list of lists) {
    for (const parameter of list) {
      const role = ROLE_REFERENCE.exec(parameter?.reference ?? '')?.[1];
      if (role) roles.add(role);
    }
  }
  return [...roles];
}

/** Whether a workflow reads the mails the service sent (the `mail` source: docs/conformance.md). */
export const readsMail = (workflow) =>
  (workflow.steps ?? []).some((step) => String(step.operationId ?? '').startsWith('$sourceDescriptions.mail.'));

/** A workflow's inputs schema with `env` variables declared as passwords: respect reads them, and masks them. */
function declareEnv(document, workflow, names) {
  workflow.inputs ??= { type: 'object', properties: {} };
  const ref = /^#\/components\/inputs\/(.+)$/.exec(workflow.inputs.$ref ?? '')?.[1];
  const schema = ref ? document.components.inputs[ref] : workflow.inputs;
  schema.properties ??= {};
  schema.properties.env ??= { type: 'object', properties: {} };
  schema.properties.env.properties ??= {};
  for (const name of names) schema.properties.env.properties[name] = { type: 'string', format: 'password' };
}

/**
 * A workflow file made ready for one run. Its sourceDescriptions point at their files by absolute path (the copy is
 * written elsewhere). Without a mail catcher (`hasMail` false), a workflow that reads mail is left out. With no
 * sessions, each role is the world's persona header, as the file says. With `sessions` (the roles given), each role
 * parameter becomes that role's session cookie (named by the contract's security scheme), its value read by respect
 * from the role's environment variable (`SESSION_ENV`, declared a password so respect masks it), anonymous steps
 * send no persona, and a workflow that needs a role not given is left out. `skipped` names each workflow left out and
 * what it lacks. The document never holds a secret.
 */
export function prepareDocument(document, { baseDir, sessions = [], cookieName, hasMail = true }) {
  const copy = structuredClone(document);
  for (const source of copy.sourceDescriptions ?? []) source.url = path.resolve(baseDir, source.url);
  const skipped = [];
  copy.workflows = (copy.workflows ?? []).filter((workflow) => {
    if (hasMail || !readsMail(workflow)) return true;
    skipped.push({ workflowId: workflow.workflowId, missing: ['--mail'] });
    return false;
  });
  if (sessions.length === 0) return { document: copy, skipped };
  const parameters = copy.components?.parameters ?? {};
  for (const role of SESSION_ROLES) {
    if (!parameters[role]) continue;
    if (sessions.includes(role)) {
      parameters[role] = { name: cookieName, in: 'cookie', value: `$inputs.env.${SESSION_ENV[role]}` };
    } else {
      delete parameters[role];
    }
  }
  const notAnonymous = (parameter) => parameter?.reference !== '$components.parameters.anonymous';
  for (const workflow of copy.workflows) {
    if (workflow.parameters) workflow.parameters = workflow.parameters.filter(notAnonymous);
    for (const step of workflow.steps ?? []) {
      if (step.parameters) step.parameters = step.parameters.filter(notAnonymous);
    }
  }
  delete parameters.anonymous;
  copy.workflows = copy.workflows.filter((workflow) => {
    const roles = rolesOf(workflow).filter((role) => role !== 'anonymous');
    const missing = roles.filter((role) => !sessions.includes(role));
    if (missing.length) skipped.push({ workflowId: workflow.workflowId, missing: missing.map((r) => `${r} session`) });
    else if (roles.length)
      declareEnv(
        copy,
        workflow,
        roles.map((role) => SESSION_ENV[role]),
      );
    return missing.length === 0;
  });
  return { document: copy, skipped };
}

/**
 * What the server's answer to a first, anonymous call says: `ok`, or why the run cannot go on. A service answers JSON;
 * an HTML page means a wrong URL or a login page in front of it.
 */
export function judgeFirstAnswer(url, { status, contentType, body }) {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('text/html') || /^\s*<(!doctype|html)/i.test(body ?? '')) {
    return `${url} answers an HTML page (status ${status}), not the service's JSON API: a wrong URL, or a login page in front of it?`;
  }
  if (status >= 500) return `${url} answers ${status} to GET /api/consentdocuments: the service is not well`;
  if (!type.includes('json')) {
    return `${url} answers ${contentType || 'no content type'} (status ${status}), not JSON: is it the service?`;
  }
  return 'ok';
}

/** One line for a server that cannot be reached: the URL and the reason, not a stack of timeouts. */
export function unreachable(url, error) {
  const cause = error?.cause ?? error;
  const code = cause?.name === 'TimeoutError' ? 'TimeoutError' : (cause?.code ?? cause?.name ?? '');
  const reason =
    code === 'ECONNREFUSED'
      ? 'connection refused'
      : code === 'ENOTFOUND'
        ? 'no such host'
        : code === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT'
          ? 'no answer within 5 s'
          : (cause?.message ?? String(cause));
  return `contract:conform: nothing answers at ${url} (${reason})`;
}

/**
 * The steps that make their workflow not applicable to the server when it reaches them and passes, with why (a
 * step's `x-not-applicable`: a server that keeps no history answers its 501), by workflow id and step id.
 */
export function notApplicableSteps(documents) {
  const found = {};
  for (const workflow of documents.flatMap((document) => document?.workflows ?? [])) {
    for (const step of workflow.steps ?? []) {
      if (typeof step['x-not-applicable'] !== 'string') continue;
      found[workflow.workflowId] ??= {};
      found[workflow.workflowId][step.stepId] = step['x-not-applicable'];
    }
  }
  return found;
}

/**
 * The rows of the results table from respect's JSON reports (`--json-output`, one per workflow file): each
 * workflow's file, id, result and failed checks. A workflow that passed through a step of `notApplicable`
 * (`notApplicableSteps`) is `n/a`, with the step's reason: a choice the contract lets a server make, not a failure.
 */
export function resultRows(reports, notApplicable = {}) {
  const rows = [];
  for (const [file, report] of Object.entries(reports)) {
    const executed = report?.files?.[Object.keys(report.files ?? {})[0]]?.executedWorkflows ?? [];
    for (const workflow of executed) {
      const failures = [];
      const reached = [];
      // A step reached by a `goto` action (a workflow skipping steps that do not apply) is reported inside an entry
      // of its own, of type `workflow`.
      const collect = (steps) => {
        for (const step of steps ?? []) {
          if (step.type === 'workflow') collect(step.executedSteps);
          else reached.push(step.stepId);
          for (const check of step.checks ?? []) {
            if (!check.passed && check.severity !== 'off') {
              failures.push(`${step.stepId}: ${check.name}${check.message ? ` (${firstLine(check.message)})` : ''}`);
            }
          }
        }
      };
      collect(workflow.executedSteps);
      const passed = workflow.status === 'success' && failures.length === 0;
      const reason = reached.map((stepId) => notApplicable[workflow.workflowId]?.[stepId]).find(Boolean);
      rows.push({
        file: path.basename(file),
        workflowId: workflow.workflowId,
        result: passed ? (reason ? 'n/a' : 'passed') : 'failed',
        failures,
        ...(passed && reason ? { reason } : {}),
      });
    }
  }
  return rows;
}

const firstLine = (text) =>
  String(text)
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

/**
 * The results table: one line per workflow (with its note, such as a refusal run without its read-back, or why it
 * does not apply), then the failed checks under each failed one.
 */
export function formatTable(rows, skipped = [], notes = {}) {
  const width = Math.max(8, ...rows.map((row) => row.workflowId.length), ...skipped.map((s) => s.workflowId.length));
  const lines = [`${'workflow'.padEnd(width)}  result   file`];
  for (const row of rows) {
    const why = row.reason ?? notes[row.workflowId];
    const note = why ? `  (${why})` : '';
    lines.push(`${row.workflowId.padEnd(width)}  ${row.result.padEnd(7)}  ${row.file}${note}`);
    for (const failure of row.failures) lines.push(`${' '.repeat(width)}    ✖ ${failure}`);
  }
  for (const skip of skipped) {
    // A skip needs what it lacks (a session, a mail catcher), or says why it cannot be tried at all (`reason`).
    const why = skip.reason ?? `needs ${skip.missing.join(', ')}`;
    lines.push(`${skip.workflowId.padEnd(width)}  skipped  ${why}`);
  }
  const count = (result) => rows.filter((row) => row.result === result).length;
  const notApplicable = count('n/a') ? `, ${count('n/a')} not applicable` : '';
  lines.push(`${count('passed')} passed, ${count('failed')} failed${notApplicable}, ${skipped.length} skipped`);
  return lines.join('\n');
}

export const REDACTED = '[redacted]';
const COOKIE_HEADER = /^cookie$/i;
const SET_COOKIE_HEADER = /^set-cookie$/i;

/** A Cookie header with each value redacted; a Set-Cookie header with its cookie's value redacted. */
const redactCookieHeader = (text, setCookie) =>
  setCookie ? text.replace(/^([^=;]*)=[^;]*/, `$1=${REDACTED}`) : text.replace(/([^=;\s]+)=[^;]*/g, `$1=${REDACTED}`);

/**
 * A copy of a report or HAR with its secrets replaced by `[redacted]`: each of `secrets` as sent, URL-encoded or
 * inside JSON text, and every cookie's value (an answer may set a new session), in respect's headers (`{name:
 * value}`) and in HAR's (`[{name, value}]`, `cookies`).
 */
export function redactSecrets(value, secrets) {
  const forms = [
    ...new Set(secrets.filter(Boolean).flatMap((s) => [s, encodeURIComponent(s), JSON.stringify(s).slice(1, -1)])),
  ].sort((a, b) => b.length - a.length);
  const inText = (text) => forms.reduce((result, form) => result.split(form).join(REDACTED), text);
  // `key` is the name a node (or the list holding it) has in its parent.
  const walk = (node, key = '') => {
    if (typeof node === 'string') {
      const header = COOKIE_HEADER.test(key) || SET_COOKIE_HEADER.test(key);
      return header ? redactCookieHeader(inText(node), SET_COOKIE_HEADER.test(key)) : inText(node);
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (!node || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([name, item]) => [name, walk(item, name)]));
    if (typeof copy.name === 'string' && typeof copy.value === 'string') {
      if (key === 'cookies') copy.value = REDACTED;
      else if (COOKIE_HEADER.test(copy.name) || SET_COOKIE_HEADER.test(copy.name)) {
        copy.value = redactCookieHeader(copy.value, SET_COOKIE_HEADER.test(copy.name));
      }
    }
    return copy;
  };
  return walk(value);
}
