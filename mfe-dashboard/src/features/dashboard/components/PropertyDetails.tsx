import { formatCurrency, MoneyField, todayIso } from '@homewise/platform';
import { mortgageFormErrors, parsedNumber } from '@homewise/platform/mortgage-profile';
import type { MortgageProfile } from '@homewise/contracts';
import { updatePropertyValues } from '../api/dashboard-api';
import { useInlineEdit } from '../hooks/useInlineEdit';
import { DetailList, SummarySection } from './SummarySection';

/** Property Details: address, Original Purchase Price, Estimated Current Value (the two values editable). */
export function PropertyDetails({ profile, reload }: { profile: MortgageProfile; reload: () => Promise<unknown> }) {
  const { formRef, editButtonRef, ...edit } = useInlineEdit(
    () => ({ purchasePrice: String(profile.purchasePrice), currentHomeValue: String(profile.currentHomeValue) }),
    reload,
    (values) => mortgageFormErrors(values, todayIso(), { stored: profile }),
  );
  const draft = edit.draft;
  return (
    <SummarySection
      id="summary-property"
      title="Property Details"
      edit={edit}
      formRef={formRef}
      editButtonRef={editButtonRef}
      editLabel="Edit property values"
      onSubmit={() =>
        void edit.save(
          (values) => updatePropertyValues({ purchasePrice: parsedNumber(values.purchasePrice), currentHomeValue: parsedNumber(values.currentHomeValue) }),
          { success: 'Property values updated successfully', failure: 'Failed to update property values' },
        )
      }
      fields={
        draft ? (
          <>
            <MoneyField
              label="Original Purchase Price"
              name="purchasePrice"
              autoFocus
              value={draft.purchasePrice}
              onChange={(e) => edit.change((d) => ({ ...d, purchasePrice: e.target.value }), 'purchasePrice')}
              error={edit.errorOf('purchasePrice')}
            />
            <MoneyField
              label="Estimated Current Value"
              name="currentHomeValue"
              value={draft.currentHomeValue}
              onChange={(e) => edit.change((d) => ({ ...d, currentHomeValue: e.target.value }), 'currentHomeValue')}
              error={edit.errorOf('currentHomeValue')}
            />
          </>
        ) : null
      }
    >
      <DetailList
        items={[
          ['Address', profile.propertyAddress || 'N/A'],
          ['Original Purchase Price', formatCurrency(profile.purchasePrice, 0)],
          ['Estimated Current Value', formatCurrency(profile.currentHomeValue, 0)],
        ]}
      />
    </SummarySection>
  );
}
