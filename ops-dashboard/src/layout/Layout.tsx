import type { ReactNode } from 'react';
import { Layout as RaLayout, useGetIdentity } from 'react-admin';
import type { OpsUserIdentity } from '../authProvider';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { PasskeyRequired } from './PasskeyRequired';
import { PasswordChangeRequired } from './PasswordChangeRequired';

export function Layout({ children }: { children: ReactNode }) {
  const { identity, refetch } = useGetIdentity();
  const me = identity as OpsUserIdentity | undefined;
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {me?.passwordChangeRequired ? (
        <PasswordChangeRequired username={me.username} onChanged={() => void refetch()} />
      ) : me?.passkeyRequired ? (
        <PasskeyRequired onAdded={() => void refetch()} />
      ) : (
        children
      )}
    </RaLayout>
  );
}
