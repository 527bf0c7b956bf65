import { useState } from 'react';
import { AskOfficerDialog, Button, formatCurrency, officerFirstName, OfficerCard, useSharedLoanOfficer } from '@homewise/platform';
import type { RefinanceScenarioInput } from '@homewise/contracts';

/**
 * The homeowner's officer on Cut My Costs, and "Send this scenario to <officer>" when the
 * refinance saves money: the API adds the scenario's figures from the profile (the same as here).
 */
export function SendScenario({ choices, monthlySavings }: { choices: RefinanceScenarioInput; monthlySavings: number }) {
  const officer = useSharedLoanOfficer();
  const [open, setOpen] = useState(false);
  if (!officer) return null;
  const first = officerFirstName(officer);
  return (
    <>
      <OfficerCard />
      {monthlySavings > 0 ? (
        <>
          <Button onClick={() => setOpen(true)}>Send this scenario to {first}</Button>
          <AskOfficerDialog
            officer={officer}
            open={open}
            onClose={() => setOpen(false)}
            scenario={choices}
            initialMessage={`This refinance would save me ${formatCurrency(monthlySavings, 0)} a month. Could we talk about it?`}
          />
        </>
      ) : null}
    </>
  );
}
