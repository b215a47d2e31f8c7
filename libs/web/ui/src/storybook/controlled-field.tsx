import { type ChangeEvent, type ComponentType, useState } from 'react';

interface ChangeEventField {
  value?: unknown;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A story's render for a field that reports changes as an input's change event: it keeps what is typed or chosen. */
export function controlledField<P extends ChangeEventField>(Field: ComponentType<P>) {
  return function ControlledField(props: P) {
    const [value, setValue] = useState(props.value);
    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      props.onChange?.(event);
    };
    return <Field {...props} value={value} onChange={onChange} />;
  };
}
