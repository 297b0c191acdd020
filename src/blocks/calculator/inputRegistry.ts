import type { ComponentType } from 'react';
import type { Input } from '../../engine/specTypes.generated';
import CheckboxField from './CheckboxField';
import ChoiceField from './ChoiceField';
import type { FieldProps } from './fieldProps';
import GroupField from './GroupField';
import ListField from './ListField';
import NumberField from './NumberField';
import SelectField from './SelectField';
import SliderField from './SliderField';

/** Input `type` → the component that renders it. */
export const inputRegistry: { readonly [T in Input['type']]: ComponentType<FieldProps> } = {
  number: NumberField,
  slider: SliderField,
  select: SelectField,
  radio: ChoiceField,
  segmented: ChoiceField,
  checkbox: CheckboxField,
  group: GroupField,
  sequence: ListField,
  numbers: ListField,
};
