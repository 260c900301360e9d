import { useStore } from '@nanostores/react';
import { RegisterTab } from '@site/core/account';
import type { FormEvent } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useForm } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SubmitButton } from '../../fields/submit-button';
import { Tabs } from '../../fields/tabs';
import { DefaultRegisterFields } from './default-register-fields';
import { PersonFields, type RegisterBinding } from './person-fields';
import { TrialBonusCheckbox } from './trial-bonus-checkbox';

/** Sign Up: the Fast Register (default) and Default Register tabs over the core's two forms. */
export function RegisterForm() {
  const { LL } = useI18nContext();
  const register = useAccountSite().account.register;
  const tab = useStore(register.$tab);
  const showTrialBonus = useStore(register.$showTrialBonus);
  const trialBonusAmount = useStore(register.$trialBonusAmount);
  const fast = useForm(register.fast);
  const full = useForm(register.full);
  const current: RegisterBinding = tab === RegisterTab.Fast ? fast : full;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void register.submit();
  };

  return (
    <Tabs
      label={LL.register.tabs()}
      tabs={[
        { id: 'fast', label: LL.register.tabFast() },
        { id: 'default', label: LL.register.tabDefault() },
      ]}
      selected={tab}
      onSelect={(index) => register.setTab(index as RegisterTab)}
    >
      <form className="site-form" onSubmit={onSubmit} noValidate>
        <PersonFields key={tab} form={current} />
        {tab === RegisterTab.Default ? <DefaultRegisterFields form={full} /> : null}
        {showTrialBonus ? <TrialBonusCheckbox form={current} amount={trialBonusAmount} /> : null}
        <SubmitButton busy={current.submitting} busyLabel={LL.register.submitting()}>
          {LL.register.submit()}
        </SubmitButton>
      </form>
    </Tabs>
  );
}
