import { ServiceAccountType } from '../../api/schema.gen';
import { limits } from '../../api/limits.gen';
import { textFieldError } from '../../components/form-fields/text-field';
import type { ServiceAccount } from '../../lib/service-account-types';

/** SPEC 8, service accounts. */
export const serviceAccountMessages = {
  load: 'There was an error loading this service account. Please try refreshing the page.',
  save: 'There was an error saving this service account. Please try again later.',
  delete: 'There was an error deleting this service account. Please try again later.',
  resetPassword: 'There was a problem resetting the password for this service account. Please try again later.',
} as const;

/** Fields with their SPEC labels, texts and contract limits (SPEC 2.5, 3, 5: name max 32). */
export const serviceAccountFields = {
  name: {
    label: 'Name',
    required: true,
    maxLength: limits.ServiceAccount.name.maxLength,
    trim: true,
    placeholder: 'Enter a descriptive name for this account',
  },
  type: { label: 'Type', description: 'The type of service this account will be for' },
} as const;

/** The edit page's form rules (`useEditForm`): Name (the contract's limit) and Type (required). */
export const serviceAccountFormRules = {
  name: (name: string | null | undefined) => textFieldError(serviceAccountFields.name.label, name, serviceAccountFields.name),
  serviceAccountType: (type: ServiceAccountType) =>
    type === ServiceAccountType.None ? `${serviceAccountFields.type.label} is required` : null,
};

/** The first problem of an account before sending, or null. */
export function serviceAccountProblem(account: ServiceAccount): string | null {
  const name = textFieldError(serviceAccountFields.name.label, account.name, serviceAccountFields.name);
  if (name) return name;
  if (account.serviceAccountType === ServiceAccountType.None) return `${serviceAccountFields.type.label} is required`;
  return null;
}
