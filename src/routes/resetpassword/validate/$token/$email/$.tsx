import { createFileRoute } from '@tanstack/react-router';

// SPEC 2.1 "not exact": trailing segments after the email still show the validation screen of the parent route
// (which renders no outlet, so this match adds nothing of its own).
export const Route = createFileRoute('/resetpassword/validate/$token/$email/$')({
  staticData: { title: 'shell.route.validatingReset', access: 'anonymous', breadcrumb: 'none' },
});
