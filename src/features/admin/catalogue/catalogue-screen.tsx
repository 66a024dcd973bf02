// The console's catalogue (issue 18): a new model under its brand with its release date, a new
// colour with its German and English names. Both show in the ad form and the filters at once.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState, Loading } from '../../../ui/states.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { FailureText } from '../../../ui/failure-text.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { useAttributes } from '../../catalogue/attributes.ts';
import { useAddColor, useAddModel } from './catalogue.ts';

/** yyyy-mm-dd of a date input as the catalogue's yyyymmdd. */
const yyyymmdd = (date: string): number => Number(date.replaceAll('-', ''));

function ModelForm() {
  const intl = useIntl();
  const id = useId();
  const attributes = useAttributes();
  const add = useAddModel();
  const [brand, setBrand] = useState('');
  const [name, setName] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [date, setDate] = useState('');
  const brands = attributes.data?.brands ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({
      brand_id: Number(brand),
      name: name.trim(),
      ...(nameEn.trim() ? { name_en: nameEn.trim() } : {}),
      release_date: yyyymmdd(date),
    });
  };

  return (
    <form className="form admin__form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        <FormattedMessage id="admin.catalogue.modelTitle" />
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-brand`}>
          <FormattedMessage id="admin.catalogue.brand" />
        </label>
        <select id={`${id}-brand`} value={brand} required onChange={(e) => setBrand(e.target.value)}>
          <option value="">{intl.formatMessage({ id: 'admin.catalogue.chooseBrand' })}</option>
          {brands.map((b) => (
            <option key={b.id} value={b.id}>
              {intl.locale === 'en' ? b.name_en : b.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={<FormattedMessage id="admin.catalogue.modelName" />}
        value={name}
        required
        maxLength={80}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={<FormattedMessage id="admin.catalogue.modelNameEn" />}
        value={nameEn}
        maxLength={80}
        onChange={(e) => setNameEn(e.target.value)}
      />
      <TextField
        label={<FormattedMessage id="admin.catalogue.releaseDate" />}
        type="date"
        value={date}
        required
        min="2000-01-01"
        onChange={(e) => setDate(e.target.value)}
      />
      <FailureText error={add.error} />
      {add.isSuccess && (
        <p className="notice" role="status">
          <FormattedMessage id="admin.catalogue.added" values={{ name: add.data.name }} />
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          <FormattedMessage id="admin.catalogue.addModel" />
        </button>
      </div>
    </form>
  );
}

function ColorForm() {
  const id = useId();
  const add = useAddColor();
  const [name, setName] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [hex, setHex] = useState('#808080');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ name: name.trim(), name_en: nameEn.trim(), hex });
  };

  return (
    <form className="form admin__form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        <FormattedMessage id="admin.catalogue.colorTitle" />
      </h3>
      <TextField
        label={<FormattedMessage id="admin.catalogue.colorName" />}
        value={name}
        required
        maxLength={80}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={<FormattedMessage id="admin.catalogue.colorNameEn" />}
        value={nameEn}
        required
        maxLength={80}
        onChange={(e) => setNameEn(e.target.value)}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-hex`}>
          <FormattedMessage id="admin.catalogue.colorHex" />
        </label>
        <input id={`${id}-hex`} type="color" value={hex} onChange={(e) => setHex(e.target.value)} />
      </div>
      <FailureText error={add.error} />
      {add.isSuccess && (
        <p className="notice" role="status">
          <FormattedMessage id="admin.catalogue.added" values={{ name: add.data.name }} />
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          <FormattedMessage id="admin.catalogue.addColor" />
        </button>
      </div>
    </form>
  );
}

export function CatalogueScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.catalogue.title' }));
  const attributes = useAttributes();
  return (
    <section aria-labelledby="admin-catalogue">
      <h2 id="admin-catalogue">
        <FormattedMessage id="admin.catalogue.title" />
      </h2>
      <p>
        <FormattedMessage id="admin.catalogue.intro" />
      </p>
      {attributes.status === 'loading' && <Loading />}
      {attributes.status === 'error' && <ErrorState failure={attributes.error} />}
      <div className="admin__columns">
        <ModelForm />
        <ColorForm />
      </div>
    </section>
  );
}
