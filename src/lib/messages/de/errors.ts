import type en from '#/lib/messages/en/errors';
import type { Translation } from '#/lib/messages/message-types';

/** SPEC 8's error messages and what a failed call tells the user, in German; terms as in docs/i18n.md's glossary. */
const errors: Translation<typeof en> = {
  'errors.code.BadRequest': 'Ungültige Anfrage.',
  'errors.code.OrganisationCodeAlreadyInUse': 'Der Organisationscode wird bereits verwendet.',
  'errors.code.InvalidPOSCoreInstance': 'Die angegebene POS-Core-Instanz ist ungültig.',
  'errors.code.PasswordChange_OldPasswordIsIncorrect': 'Das angegebene alte Kennwort ist nicht korrekt.',
  'errors.code.PasswordChange_NewPasswordIsInvalid': 'Das neue Kennwort ist nicht sicher genug.',
  'errors.code.PasswordChange_NewPasswordMustBeDifferentFromOldPassword':
    'Das neue Kennwort darf nicht mit dem alten Kennwort übereinstimmen.',
  'errors.code.PasswordChange_NewPasswordIsTooCommon':
    'Das neue Kennwort ist zu gebräuchlich und kann nicht verwendet werden.',
  'errors.code.BadRequest_UserDoesNotExist': 'Der Benutzer existiert nicht.',
  'errors.code.BadRequest_CannotUnlinkSelfFromOrganisation':
    'Sie können Ihre eigene Verknüpfung mit dieser Organisation nicht aufheben.',
  'errors.code.BadRequest_CannotDemoteSelf':
    'Sie können sich nicht selbst als Administrator dieser Organisation entfernen.',
  'errors.code.NotFound_InvitationExpiredOrMissing':
    'Die Einladung wurde nicht gefunden oder ist abgelaufen. Bitten Sie Ihren Administrator, eine neue Einladung zu senden.',
  'errors.code.BadRequest_InvitationHasInvalidParameters': 'Die Einladung ist ungültig.',
  'errors.code.BadRequest_InvitationExpired': 'Die Einladung ist abgelaufen.',
  'errors.code.BadRequest_UserHasAlreadyJoined': 'Der Benutzer gehört dieser Organisation bereits an.',
  'errors.code.BadRequest_InvitationEmailSendFailure':
    'Die Einladung konnte nicht gesendet werden! Der Server kann derzeit keine E-Mail-Einladungen senden.',
  'errors.code.NotFound_PasswordResetExpiredOrMissing':
    'Die Anfrage zum Zurücksetzen des Kennworts wurde nicht gefunden oder ist abgelaufen. Bitte senden Sie eine neue Anfrage.',
  'errors.code.BadRequest_PasswordResetHasInvalidParameters':
    'Die Anfrage zum Zurücksetzen des Kennworts ist ungültig.',
  'errors.code.BadRequest_PasswordResetHasExpired':
    'Die Anfrage zum Zurücksetzen des Kennworts ist abgelaufen. Bitte senden Sie eine neue Anfrage.',
  'errors.code.BadRequest_PasswordResetRequestHasInvalidParameters':
    'Die Anfrage zum Zurücksetzen des Kennworts konnte nicht gesendet werden! Die E-Mail-Adresse ist ungültig.',
  'errors.code.BadRequest_PasswordResetRequestEmailSendFailure':
    'Die Anfrage zum Zurücksetzen des Kennworts konnte nicht gesendet werden! Der Server kann derzeit keine E-Mails zum Zurücksetzen senden.',
  'errors.code.BadRequest_PasswordResetRequestTooManyAttempts':
    'Sie haben es in kurzer Zeit zu oft versucht. Bitte warten Sie eine Weile, bevor Sie es erneut versuchen.',
  'errors.code.BadRequest_PasswordTooShort': 'Das angegebene Kennwort ist zu kurz.',
  'errors.code.BadRequest_PasswordTooCommon': 'Das angegebene Kennwort ist zu gebräuchlich und nicht sicher genug.',
  'errors.code.BadRequest_DeploymentServerExists':
    'Es gibt bereits einen Bereitstellungsserver: Der Dienst hat nur einen.',
  'errors.code.BadRequest_InvalidReference':
    'Ein Team, eine Berechtigungsgruppe, ein Benutzer oder ein Standort in dieser Änderung darf hier nicht verwendet werden. Nichts wurde gespeichert; laden Sie die Seite neu und wählen Sie erneut.',
  'errors.code.BadRequest_EmailAlreadyInUse':
    'Ein anderer Benutzer hat diese E-Mail-Adresse bereits. Nichts wurde gespeichert.',
  'errors.code.NotFound_EmailChangeExpiredOrMissing':
    'Dieser Link zur Änderung der E-Mail-Adresse wurde nicht gefunden oder ist abgelaufen. Speichern Sie Ihr Profil erneut mit der neuen Adresse, um einen neuen Link zu erhalten.',
  'errors.emailChange.invalidParameters':
    'Dieser Link zur Änderung der E-Mail-Adresse ist ungültig. Speichern Sie Ihr Profil erneut mit der neuen Adresse, um einen neuen Link zu erhalten.',
  'errors.code.Conflict_RecordChanged':
    'Jemand anderes hat diesen Datensatz geändert, nachdem Sie ihn geöffnet haben. Nichts wurde gespeichert; prüfen Sie die Änderungen und speichern Sie erneut.',
  'errors.code.Unauthorized': 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.',
  'errors.code.Forbidden': 'Dazu sind Sie nicht berechtigt; ein Administrator kann Ihnen den nötigen Zugriff geben.',
  'errors.code.NotFound': 'Der Eintrag wurde gelöscht, oder der aufgerufene Link ist veraltet.',
  'errors.code.NotImplemented_NoHistory': 'Dieser Server führt keinen Verlauf',
  'errors.resetRequest.invalidParameters': 'Die Anfrage konnte nicht gesendet werden! Die E-Mail-Adresse ist ungültig',
  'errors.resetRequest.emailSendFailure':
    'Die Anfrage konnte nicht gesendet werden! Der Server kann derzeit keine E-Mails zum Zurücksetzen des Kennworts senden',
  'errors.resetRequest.tooManyAttempts':
    'Sie haben es in kurzer Zeit zu oft versucht. Bitte warten Sie eine Weile, bevor Sie es erneut versuchen',
  'errors.problem.invalid': 'Der Server hat die Anfrage als ungültig abgelehnt.',
  'errors.problem.fields': 'Der Server hat die Anfrage als ungültig abgelehnt: {fields}.',
  'errors.problem.moreFields': 'Der Server hat die Anfrage als ungültig abgelehnt: {fields} und {count} weitere.',
  'errors.network': 'Netzwerkfehler',
  'errors.gridRejected': 'Ihre Anfrage wurde abgelehnt',
  'errors.sessionEndedNotSaved':
    'Ihre Sitzung ist abgelaufen, daher wurden die Änderungen nicht gespeichert. Die Änderungen sind noch auf dieser Seite vorhanden: Melden Sie sich erneut an und senden Sie sie dann noch einmal.',
  'errors.outcome.save':
    'Vom Server kam keine Antwort, daher ist nicht bekannt, ob die Änderungen gespeichert wurden. Der Datensatz wurde neu geladen: Prüfen Sie ihn, bevor Sie erneut speichern.',
  'errors.outcome.delete':
    'Vom Server kam keine Antwort, daher ist nicht bekannt, ob der Datensatz gelöscht wurde. Er wurde neu geladen: Prüfen Sie ihn, bevor Sie ihn erneut löschen.',
  'errors.outcome.list':
    'Vom Server kam keine Antwort, daher ist nicht bekannt, ob die Änderungen gespeichert wurden. Die Liste wurde neu geladen: Gespeicherte Änderungen werden jetzt als gespeichert angezeigt, die übrigen sind weiterhin markiert. Prüfen Sie die Liste, bevor Sie erneut speichern.',
};

export default errors;
