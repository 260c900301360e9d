// Account screens: login, register, phone verification, recovery, password, call request, payments.
export const account = {
  login: {
    title: 'Login',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    submitting: 'Logging in…',
  },
} as const;
