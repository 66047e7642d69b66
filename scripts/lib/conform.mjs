// The pure parts of `npm run contract:conform` (scripts/contract-conform.mjs): how a role reaches the server, which
// workflows a run can take, what the server's first answer says about it, and the table of results.
import path from 'node:path';

/** The roles a workflow step can act as. `anonymous` needs no session; the others are sessions of the service. */
export const ROLES = ['superUser', 'orgAdmin', 'user', 'anonymous'];
export const SESSION_ROLES = ROLES.filter((role) => role !== 'anonymous');

const ROLE_REFERENCE = /^\$components\.parameters\.(superUser|orgAdmin|user|anonymous)$/;

/** `--cookie role=value` options as a map; throws, naming the option, on an unknown role or a missing value. */
export function cookiesFrom(options = []) {
  const cookies = {};
  for (const option of options) {
    const at = option.indexOf('=');
    const role = at < 0 ? option : option.slice(0, at);
    const value = at < 0 ? '' : option.slice(at + 1);
    if (!SESSION_ROLES.includes(role)) {
      throw new Error(`--cookie ${option}: the role is one of ${SESSION_ROLES.join(', ')}`);
    }
    if (!value) throw new Error(`--cookie ${role}=…: give the value of ${role}'s session cookie`);
    cookies[role] = value;
  }
  return cookies;
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

/**
 * A workflow file made ready for one run. Its sourceDescriptions point at their files by absolute path (the copy is
 * written elsewhere). Without a mail catcher (`hasMail` false), a workflow that reads mail is left out. With no
 * cookies, each role is the world's persona header, as the file says. With cookies, each role parameter becomes that
 * role's session cookie (named by the contract's security scheme), anonymous steps send no persona, and a workflow
 * that needs a role not given is left out. `skipped` names each workflow left out and what it lacks.
 */
export function prepareDocument(document, { baseDir, cookies = {}, cookieName, hasMail = true }) {
  const copy = structuredClone(document);
  for (const source of copy.sourceDescriptions ?? []) source.url = path.resolve(baseDir, source.url);
  const skipped = [];
  copy.workflows = (copy.workflows ?? []).filter((workflow) => {
    if (hasMail || !readsMail(workflow)) return true;
    skipped.push({ workflowId: workflow.workflowId, missing: ['--mail'] });
    return false;
  });
  if (Object.keys(cookies).length === 0) return { document: copy, skipped };
  const parameters = copy.components?.parameters ?? {};
  for (const role of SESSION_ROLES) {
    if (!parameters[role]) continue;
    parameters[role] =
      role in cookies
        ? { name: cookieName, in: 'cookie', value: cookies[role] }
        : { name: cookieName, in: 'cookie', value: '' };
  }
  const notAnonymous = (parameter) => parameter?.reference !== '$components.parameters.anonymous';
  for (const workflow of copy.workflows ?? []) {
    if (workflow.parameters) workflow.parameters = workflow.parameters.filter(notAnonymous);
    for (const step of workflow.steps ?? []) {
      if (step.parameters) step.parameters = step.parameters.filter(notAnonymous);
    }
  }
  delete parameters.anonymous;
  copy.workflows = copy.workflows.filter((workflow) => {
    const missing = rolesOf(workflow).filter((role) => role !== 'anonymous' && !(role in cookies));
    if (missing.length) skipped.push({ workflowId: workflow.workflowId, missing: missing.map((r) => `--cookie ${r}`) });
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
 * The rows of the results table from respect's JSON reports (`--json-output`, one per workflow file): each
 * workflow's file, id, result and failed checks.
 */
export function resultRows(reports) {
  const rows = [];
  for (const [file, report] of Object.entries(reports)) {
    const executed = report?.files?.[Object.keys(report.files ?? {})[0]]?.executedWorkflows ?? [];
    for (const workflow of executed) {
      const failures = [];
      // A step reached by a `goto` action (a workflow skipping steps that do not apply) is reported inside an entry
      // of its own, of type `workflow`.
      const collect = (steps) => {
        for (const step of steps ?? []) {
          if (step.type === 'workflow') collect(step.executedSteps);
          for (const check of step.checks ?? []) {
            if (!check.passed && check.severity !== 'off') {
              failures.push(`${step.stepId}: ${check.name}${check.message ? ` (${firstLine(check.message)})` : ''}`);
            }
          }
        }
      };
      collect(workflow.executedSteps);
      rows.push({
        file: path.basename(file),
        workflowId: workflow.workflowId,
        result: workflow.status === 'success' && failures.length === 0 ? 'passed' : 'failed',
        failures,
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

/** The results table: one line per workflow, then the failed checks under each failed one. */
export function formatTable(rows, skipped = []) {
  const width = Math.max(8, ...rows.map((row) => row.workflowId.length), ...skipped.map((s) => s.workflowId.length));
  const lines = [`${'workflow'.padEnd(width)}  result   file`];
  for (const row of rows) {
    lines.push(`${row.workflowId.padEnd(width)}  ${row.result.padEnd(7)}  ${row.file}`);
    for (const failure of row.failures) lines.push(`${' '.repeat(width)}    ✖ ${failure}`);
  }
  for (const skip of skipped) {
    lines.push(`${skip.workflowId.padEnd(width)}  skipped  needs ${skip.missing.join(', ')}`);
  }
  const passed = rows.filter((row) => row.result === 'passed').length;
  lines.push(`${passed} passed, ${rows.length - passed} failed, ${skipped.length} skipped`);
  return lines.join('\n');
}
