import { useState } from 'react';
import { MAX_SCENARIOS, SCENARIO_NAME_MAX_LENGTH, type MortgageProfile, type SavedOffer } from '@homewise/contracts';
import { Button, Card, CardHeader, errorMessage, formatCurrency, formatPercent, Notice, queryClient, Skeleton, TextField, toast, useQuery } from '@homewise/platform';
import { compareOffers, DEFAULT_STAY_YEARS, readStayYears } from '../compare-offers';
import { createOffer, deleteOffer, fetchOffers, updateOffer } from '../offers-api';
import { breakEvenText, type RefinanceChoices } from '../refinance-form';

const OFFERS_KEY = ['scenarios'] as const;
const setOffers = (next: (list: SavedOffer[]) => SavedOffer[]) => queryClient.setQueryData<SavedOffer[]>(OFFERS_KEY, (list) => next(list ?? []));

/**
 * "Compare offers": save the calculator's inputs as an offer (up to 3, stored per user under
 * /api/scenarios) and see them side by side — monthly payment, APR, cash to close, break-even,
 * total cost over the years the homeowner expects to stay, and which wins.
 */
export function CompareOffersCard({ profile, choices, today }: { profile: MortgageProfile; choices: RefinanceChoices | null; today: string }) {
  const query = useQuery({ queryKey: OFFERS_KEY, queryFn: fetchOffers, meta: { what: 'your saved offers' } });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [stayText, setStayText] = useState(String(DEFAULT_STAY_YEARS));
  const [busy, setBusy] = useState<string | null>(null);
  const stay = readStayYears(stayText);
  const offers = query.data;
  const full = (offers?.length ?? 0) >= MAX_SCENARIOS;

  const run = async (key: string, action: () => Promise<void>, failure: string) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      toast({ title: failure, description: errorMessage(error, 'Please check your connection and try again.'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > SCENARIO_NAME_MAX_LENGTH) {
      setNameError(`Name the offer (1 to ${SCENARIO_NAME_MAX_LENGTH} characters), e.g. "Lender A, 1 point".`);
      return;
    }
    if (!choices) return;
    setNameError(undefined);
    void run('save', async () => {
      const created = await createOffer({ name: trimmed, ...choices });
      setOffers((list) => [...list, created]);
      setName('');
      toast({ title: 'Offer saved', description: `"${created.name}" is in Compare offers.`, variant: 'success' });
    }, 'Could not save the offer');
  };

  const columns = offers && stay.years !== undefined ? compareOffers(profile, offers, stay.years, today) : [];
  return (
    <Card aria-labelledby="compare-offers-heading">
      <CardHeader title={<span id="compare-offers-heading">Compare Offers</span>} description={`Save up to ${MAX_SCENARIOS} offers and see which costs least over the years you expect to stay.`} />
      <div className="calc-fields ccm-offers__controls">
        <TextField
          label="Offer name"
          name="offerName"
          maxLength={SCENARIO_NAME_MAX_LENGTH}
          value={name}
          error={nameError}
          hint={full ? `You have ${MAX_SCENARIOS} offers: delete one to save another.` : 'Saves the inputs above as they are now.'}
          onChange={(event) => setName(event.target.value)}
        />
        <Button onClick={save} disabled={!choices || full || offers === undefined} busy={busy === 'save'} busyLabel="Saving...">
          Save offer
        </Button>
        <TextField label="Years you expect to stay" name="stayYears" type="number" inputMode="numeric" min="1" max="40" step="1" value={stayText} error={stay.error} onChange={(event) => setStayText(event.target.value)} />
      </div>
      {query.isError ? (
        <Notice tone="warning" title="We could not load your saved offers">
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : offers === undefined ? (
        <div role="status" aria-busy="true" aria-label="Loading your saved offers">
          <Skeleton height="6rem" />
        </div>
      ) : offers.length === 0 ? (
        <p className="ccm-offers__empty">No saved offers yet. Enter a lender&apos;s rate, points and costs above, name the offer and save it.</p>
      ) : (
        <div className="hw-table-wrap" role="region" aria-label="Saved offers side by side" tabIndex={0}>
          <table className="hw-table ccm-offers">
            <caption className="hw-visually-hidden">Saved offers side by side</caption>
            <thead>
              <tr>
                <td />
                {columns.map(({ offer, wins }) => (
                  <th key={offer.id} scope="col">
                    {offer.name} {wins ? <span className="hw-badge calc-badge--save">Best over {stay.years} years</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <Row label="Rate / APR" cells={columns.map(({ offer, result }) => `${formatPercent(offer.newRate, 3)} / ${result.new.apr === null ? 'N/A' : formatPercent(result.new.apr, 3)}`)} />
              <Row label="Points, credit, cash out" cells={columns.map(({ offer }) => `${offer.points}, ${formatCurrency(offer.lenderCredit, 0)}, ${formatCurrency(offer.cashOut, 0)}`)} />
              <Row label="Monthly payment" cells={columns.map(({ result }) => formatCurrency(result.new.monthlyPayment))} />
              <Row label="Cash to close" cells={columns.map(({ result }) => (result.cashToClose < 0 ? `${formatCurrency(-result.cashToClose)} to you` : formatCurrency(result.cashToClose)))} />
              <Row label="Break-even" cells={columns.map(({ result }) => breakEvenText(result.chartBreakEvenMonths))} />
              <Row label={`Total cost over ${stay.years ?? '—'} years`} cells={columns.map(({ stayCost }) => formatCurrency(stayCost, 0))} />
              <tr>
                <th scope="row">Change</th>
                {columns.map(({ offer }) => (
                  <td key={offer.id} className="ccm-offers__actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={!choices}
                      busy={busy === `update-${offer.id}`}
                      busyLabel="Saving..."
                      aria-label={`Use inputs above for ${offer.name}`}
                      onClick={() =>
                        choices &&
                        void run(`update-${offer.id}`, async () => {
                          const updated = await updateOffer(offer.id, choices);
                          setOffers((list) => list.map((o) => (o.id === offer.id ? updated : o)));
                          toast({ title: 'Offer updated', description: `"${updated.name}" now holds the inputs above.`, variant: 'success' });
                        }, 'Could not update the offer')
                      }
                    >
                      Use inputs above
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      busy={busy === `delete-${offer.id}`}
                      busyLabel="Deleting..."
                      aria-label={`Delete ${offer.name}`}
                      onClick={() =>
                        void run(`delete-${offer.id}`, async () => {
                          await deleteOffer(offer.id);
                          setOffers((list) => list.filter((o) => o.id !== offer.id));
                          toast({ title: 'Offer deleted', description: `"${offer.name}" was removed.`, variant: 'success' });
                        }, 'Could not delete the offer')
                      }
                    >
                      Delete
                    </Button>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function Row({ label, cells }: { label: string; cells: string[] }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {cells.map((cell, i) => (
        <td key={i} className="calc-num">
          {cell}
        </td>
      ))}
    </tr>
  );
}
