import { TextField } from '@homewise/platform';
import { PASSWORD_HINT } from '../password-rules';
import { PasswordStrength } from './PasswordStrength';

/**
 * A new password with its strength meter, and its confirmation (signup, reset, change), checked by
 * `newPasswordProblem`. `userInputs` (name, email) make the meter mark passwords built from them weak.
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  userInputs,
}: {
  label: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  userInputs?: string[];
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <PasswordStrength password={password} userInputs={userInputs} />
      <TextField
        label="Confirm Password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
      />
    </>
  );
}
