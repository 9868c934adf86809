import Search from 'lucide-react/icons/search';
import { useEffect, useState } from 'react';
import { Input } from '../ui/input';

type SearchBoxProps = { id: string; value: string; onSearch: (value: string) => void; label: string; placeholder?: string; className?: string };

/** A search field that updates the list (the URL) 300 ms after the last key. */
export function SearchBox({ id, value, onSearch, label, placeholder, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className={className ? `relative min-w-0 ${className}` : 'relative min-w-0'}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input id={id} type="search" value={text} placeholder={placeholder ?? label} className="ps-9" onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
