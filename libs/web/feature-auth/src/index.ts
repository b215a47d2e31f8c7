export * from './lib/LoginPage';
export * from './lib/RegisterPage';
export * from './lib/ForgotPasswordPage';
export * from './lib/ResetPasswordPage';
