// Texts shared by every screen: dialogs, validation and core errors.
export const common = {
  dialog: {
    close: 'Close',
    notifications: 'Notifications in this window',
  },
  validation: {
    required: 'This field is required',
    tooShort: 'Enter at least {min} characters',
    tooLong: 'Enter at most {max} characters',
    lettersOnly: 'Use letters only, with single spaces between words',
    lettersAndDigits: 'Use letters and digits only',
    digitsOnly: 'Use digits only',
    email: 'Enter a valid e-mail address',
    exactDigits: 'Enter exactly {length} digits',
    mismatch: 'Passwords do not match',
  },
  errors: {
    network: 'The server could not be reached. Check your connection and try again.',
    timeout: 'The server did not answer in time. Please try again.',
    bug: 'Something unexpected went wrong. Please reload the page.',
    unauthorized: 'Your session has expired. Please log in again.',
    http: 'The server cannot answer right now. Please try again later.',
    malformed: 'The server sent an unexpected answer.',
    server: 'The request could not be completed.',
    notLoggedIn: 'Please login first',
    busy: 'Your request is still running, please wait.',
    invalidInput: 'Please correct the errors in the form.',
    language:
      'The language could not be changed; the page stays in English. Please try again. (Dil değiştirilemedi; lütfen tekrar deneyin.)',
  },
} as const;
