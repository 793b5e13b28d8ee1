import { defineMessage, defineMessages } from 'react-intl';

/** Messages with values, defined one by one so that their values are typed. */
const roleFor = defineMessage<{ name: string }>({ id: 'company.roleFor', defaultMessage: 'Role of {name}' });
const deactivateFor = defineMessage<{ name: string }>({ id: 'company.deactivateFor', defaultMessage: 'Deactivate {name}' });
const reactivateFor = defineMessage<{ name: string }>({ id: 'company.reactivateFor', defaultMessage: 'Reactivate {name}' });
const savedRole = defineMessage<{ name: string; role: string }>({ id: 'company.saved.role', defaultMessage: '{name} is now {role}.' });
const savedDeactivated = defineMessage<{ name: string }>({ id: 'company.saved.deactivated', defaultMessage: '{name} has been deactivated and logged out.' });
const savedReactivated = defineMessage<{ name: string }>({ id: 'company.saved.reactivated', defaultMessage: '{name} has been reactivated.' });
const inviteSent = defineMessage<{ email: string }>({ id: 'company.invite.sent', defaultMessage: 'The invitation has been sent to {email}.' });
const auditInvite = defineMessage<{ actor: string; role: string; target: string }>({ id: 'company.audit.invite', defaultMessage: '{actor} invited {target} as {role}' });
const auditRole = defineMessage<{ actor: string; after: string; before: string; target: string }>({ id: 'company.audit.role', defaultMessage: '{actor} changed {target} from {before} to {after}' });
const auditDeactivate = defineMessage<{ actor: string; target: string }>({ id: 'company.audit.deactivate', defaultMessage: '{actor} deactivated {target}' });
const ledgerEntry = defineMessage<{ end: string; rep: string; start: string; user: string }>({ id: 'company.ledger.entry', defaultMessage: '{rep} acted for {user}, {start}–{end}' });
const ledgerOpen = defineMessage<{ rep: string; start: string; user: string }>({ id: 'company.ledger.open', defaultMessage: '{rep} has been acting for {user} since {start}' });
const ledgerOrders = defineMessage<{ count: number }>({ id: 'company.ledger.orders', defaultMessage: '{count, plural, one {# order:} other {# orders:}}' });
const auditReactivate = defineMessage<{ actor: string; target: string }>({ id: 'company.audit.reactivate', defaultMessage: '{actor} reactivated {target}' });

/** Texts of the customer centre's 'Company' (issue 20). Translations: translations/src/customerCentre.json (the company.* ids). */
export const companyMessages = {
  ...defineMessages({
    title: { id: 'company.title', defaultMessage: 'Company' },
    intro: { id: 'company.intro', defaultMessage: 'Invite colleagues, choose what each of them may do, and see who changed what.' },
    notAdmin: { id: 'company.notAdmin', defaultMessage: "Only your company's administrators manage its users." },
    users: { id: 'company.users', defaultMessage: 'Users' },
    colName: { id: 'company.col.name', defaultMessage: 'Name' },
    colEmail: { id: 'company.col.email', defaultMessage: 'E-mail' },
    colRole: { id: 'company.col.role', defaultMessage: 'Role' },
    colLastLogin: { id: 'company.col.lastLogin', defaultMessage: 'Last login' },
    colStatus: { id: 'company.col.status', defaultMessage: 'Status' },
    colActions: { id: 'company.col.actions', defaultMessage: 'Actions' },
    roleAdmin: { id: 'company.role.admin', defaultMessage: 'Administrator' },
    roleBuyer: { id: 'company.role.buyer', defaultMessage: 'Buyer' },
    roleRequester: { id: 'company.role.requester', defaultMessage: 'Requester' },
    roleViewer: { id: 'company.role.viewer', defaultMessage: 'Viewer' },
    roleHelp: { id: 'company.roleHelp', defaultMessage: "Administrators manage the company's users and order. Buyers order. Requesters build carts and lists but cannot place orders. Viewers see orders and documents only." },
    statusActive: { id: 'company.status.active', defaultMessage: 'Active' },
    statusInactive: { id: 'company.status.inactive', defaultMessage: 'Deactivated' },
    statusInvited: { id: 'company.status.invited', defaultMessage: 'Invitation sent' },
    never: { id: 'company.never', defaultMessage: 'Never' },
    deactivate: { id: 'company.deactivate', defaultMessage: 'Deactivate' },
    reactivate: { id: 'company.reactivate', defaultMessage: 'Reactivate' },
    you: { id: 'company.you', defaultMessage: '(you)' },
    inviteHeading: { id: 'company.invite.heading', defaultMessage: 'Invite a colleague' },
    inviteIntro: { id: 'company.invite.intro', defaultMessage: 'The colleague gets an e-mail with a link to choose a password. The link works for 7 days and can be used once.' },
    inviteName: { id: 'company.invite.name', defaultMessage: 'Name' },
    inviteEmail: { id: 'company.invite.email', defaultMessage: 'E-mail' },
    inviteRole: { id: 'company.invite.role', defaultMessage: 'Role' },
    inviteLanguage: { id: 'company.invite.language', defaultMessage: 'Language of the e-mail' },
    inviteSubmit: { id: 'company.invite.submit', defaultMessage: 'Send invitation' },
    inviteSending: { id: 'company.invite.sending', defaultMessage: 'Sending…' },
    errorEmail: { id: 'company.error.email', defaultMessage: 'Enter a valid e-mail address.' },
    errorName: { id: 'company.error.name', defaultMessage: "Enter the colleague's name." },
    errorDuplicate: { id: 'company.error.duplicate', defaultMessage: 'A user with this e-mail address already exists.' },
    errorLastAdmin: { id: 'company.error.lastAdmin', defaultMessage: 'The company must keep at least one active administrator.' },
    errorFailed: { id: 'company.error.failed', defaultMessage: 'The change could not be saved. Try again.' },
    errorLoad: { id: 'company.error.load', defaultMessage: "The company's users could not be loaded." },
    auditHeading: { id: 'company.audit.heading', defaultMessage: 'Changes' },
    auditNone: { id: 'company.audit.none', defaultMessage: 'No changes yet.' },
    auditWhen: { id: 'company.audit.when', defaultMessage: 'When' },
    auditWhat: { id: 'company.audit.what', defaultMessage: 'What' },
    auditOlder: { id: 'company.audit.older', defaultMessage: 'Show older changes' },
    auditNewer: { id: 'company.audit.newer', defaultMessage: 'Show newer changes' },
    ledgerHeading: { id: 'company.ledger.heading', defaultMessage: "Sales reps' activity" },
    ledgerIntro: { id: 'company.ledger.intro', defaultMessage: 'Every time a sales rep acted on your behalf, and the orders placed meanwhile.' },
    ledgerNone: { id: 'company.ledger.none', defaultMessage: 'No sales rep has acted on your behalf yet.' },
    ledgerNoOrders: { id: 'company.ledger.noOrders', defaultMessage: 'No orders placed.' },
    ledgerStopped: { id: 'company.ledger.end.stopped', defaultMessage: 'The rep ended it.' },
    ledgerSwitched: { id: 'company.ledger.end.switched', defaultMessage: 'The rep switched to another user.' },
    ledgerExpired: { id: 'company.ledger.end.expired', defaultMessage: 'Ended after inactivity.' },
    ledgerOlder: { id: 'company.ledger.older', defaultMessage: 'Show older activity' },
    ledgerNewer: { id: 'company.ledger.newer', defaultMessage: 'Show newer activity' },
  }),
  roleFor,
  deactivateFor,
  reactivateFor,
  savedRole,
  savedDeactivated,
  savedReactivated,
  inviteSent,
  auditInvite,
  auditRole,
  auditDeactivate,
  auditReactivate,
  ledgerEntry,
  ledgerOpen,
  ledgerOrders,
};
