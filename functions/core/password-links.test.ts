import { canSetPassword, passwordLinkMessage } from './password-links.ts';

describe('passwordLinkMessage', () => {
  const token = 'abc+/=token';

  it('links a new user to the console\'s create page for 72 hours, and names the API operation', () => {
    const message = passwordLinkMessage({ name: 'Lerato', purpose: 'create', consoleUrl: 'https://console.example', token });
    expect(message.subject).toBe('Create your Khanya password');
    expect(message.text).toContain("Hello Lerato,\n\nYou have been invited to your organisation's Khanya console.");
    expect(message.text).toContain('Create your password: https://console.example/create-password?token=abc%2B%2F%3Dtoken');
    expect(message.text).toContain('expires in 72 hours.');
    expect(message.text).toContain(`POST /v1/in/auth/create_password:\n${token}\n`);
  });

  it('gives a reset link one hour, in the singular', () => {
    const message = passwordLinkMessage({ name: 'Lerato', purpose: 'reset', consoleUrl: 'https://console.example', token });
    expect(message.subject).toBe('Reset your Khanya password');
    expect(message.text).toContain('Reset your password: https://console.example/reset-password?token=abc%2B%2F%3Dtoken');
    expect(message.text).toContain('expires in 1 hour.');
    expect(message.text).toContain('POST /v1/in/auth/password_reset:');
  });
});

describe('canSetPassword', () => {
  it('lets only an active user of an active organisation set a password', () => {
    expect(canSetPassword({ is_active: true }, { is_active: true })).toBe(true);
    expect(canSetPassword({ is_active: false }, { is_active: true })).toBe(false);
    expect(canSetPassword({ is_active: true }, { is_active: false })).toBe(false);
  });
});
