import { estate } from './estate';
import type { Persona } from './fixtures';

/** Every route of SPEC 2.1 as a concrete URL, with the personas allowed there (for the fuzz and axe sweeps). */
export interface RouteCase {
  url: string;
  personas: Persona[];
}

const org = `/organisation/${estate.harbourFishBarId}`;
const id = '30000000-0000-4000-8000-000000000001';
const token = 'R3set9TokN5kQ2wP';
const email = encodeURIComponent('new.starter@harbourfishbar.example');
// The contract's example of an email change link (Uma's new address, docs/mock-estate.md).
const emailChangeTo = 'uma.underwood@harbourfishbar.example';
const admins: Persona[] = ['superUser'];
const orgAdmins: Persona[] = ['orgAdmin', 'superUser'];
const signedIn: Persona[] = ['user', 'orgAdmin', 'superUser'];
// A user's own page (Uma's): the user themself and super users.
const umaAndAdmins: Persona[] = ['user', 'superUser'];
const anyone: Persona[] = ['loggedOut', 'user'];

export const routeCases: RouteCase[] = [
  { url: `/user/${estate.umaId}`, personas: umaAndAdmins },
  { url: org, personas: orgAdmins },
  { url: '/admin', personas: admins },
  { url: '/admin/poscoreinstances', personas: admins },
  { url: '/admin/poscoreinstances/edit/90000000-0000-4000-8000-000000000001', personas: admins },
  { url: '/admin/clients', personas: admins },
  { url: '/admin/clients/edit/pos-backoffice', personas: admins },
  { url: '/admin/users', personas: admins },
  { url: `/admin/users/edit/${estate.umaId}`, personas: admins },
  { url: '/admin/users/import', personas: admins },
  { url: '/admin/organisations', personas: admins },
  { url: '/admin/deploymentserver/create', personas: admins },
  { url: '/admin/deploymentserver/edit/91000000-0000-4000-8000-000000000001', personas: admins },
  { url: '/admin/integrationserver', personas: admins },
  { url: '/admin/integrationserver/edit/92000000-0000-4000-8000-000000000001', personas: admins },
  { url: '/admin/auditlogs', personas: admins },
  { url: '/admin/entitylookup', personas: admins },
  { url: '/admin/statistics', personas: admins },
  { url: `${org}/links`, personas: orgAdmins },
  { url: `${org}/links/edit/50000000-0000-4000-8000-000000000002`, personas: orgAdmins },
  { url: `${org}/links/create`, personas: orgAdmins },
  { url: `${org}/serviceaccounts`, personas: orgAdmins },
  { url: `${org}/serviceaccounts/edit/70000000-0000-4000-8000-000000000001`, personas: orgAdmins },
  { url: `${org}/teams`, personas: orgAdmins },
  { url: `${org}/teams/edit/${id}`, personas: orgAdmins },
  { url: `${org}/permissiongroups`, personas: orgAdmins },
  { url: `${org}/permissiongroups/edit/40000000-0000-4000-8000-000000000002`, personas: orgAdmins },
  { url: `${org}/initialise`, personas: orgAdmins },
  { url: `${org}/invite`, personas: orgAdmins },
  { url: `${org}/pendinginvites`, personas: orgAdmins },
  { url: `${org}/profile`, personas: orgAdmins },
  { url: `${org}/authorisations`, personas: orgAdmins },
  { url: `${org}/acceptances`, personas: orgAdmins },
  { url: `${org}/systemhealth`, personas: orgAdmins },
  { url: '/profile', personas: signedIn },
  { url: `/profile/confirmemail/M4ilCh4ngeT0kenX/${encodeURIComponent(emailChangeTo)}`, personas: signedIn },
  { url: '/changeprofilepassword', personas: signedIn },
  { url: '/resetpassword', personas: anyone },
  { url: '/resetpassword/requestsent', personas: anyone },
  { url: `/resetpassword/validate/${token}/${email}`, personas: anyone },
  { url: `/resetpassword/confirm/${token}/${email}`, personas: anyone },
  { url: '/resetpassword/complete', personas: anyone },
  { url: `/invitations/accept/7QmX2vLp9RkT4wZs/${email}`, personas: anyone },
  { url: `/invitations/validate/7QmX2vLp9RkT4wZs/${email}`, personas: anyone },
  { url: '/invitations/approved', personas: anyone },
  { url: '/no/such/page', personas: ['superUser'] },
];
