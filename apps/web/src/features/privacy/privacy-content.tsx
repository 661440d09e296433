import { INVITE_TTL_DAYS } from '@prontidao/domain/trainers/invite-status';
import type { ReactNode } from 'react';

// The text of /privacidade, section by section, in plain pt-BR (LGPD art. 9: clear, accessible
// information on what is done with the data). Keep it true to what the app does.

export interface PrivacySection {
  id: string;
  title: string;
  body: ReactNode;
}

function Items({ children }: { children: ReactNode }) {
  return <ul className="grid list-disc gap-2 pl-5">{children}</ul>;
}

export const PRIVACY_SECTIONS: PrivacySection[] = [
  {
    id: 'o-que-coletamos',
    title: 'Quais dados coletamos',
    body: (
      <Items>
        <li>
          <strong>Conta:</strong> nome, e-mail e senha (guardada de um jeito que nem nós conseguimos ler), e
          os dados técnicos da sessão (endereço IP e navegador) para manter você conectado com segurança.
        </li>
        <li>
          <strong>Perfil:</strong> nome completo, apelido, sexo, data de nascimento, peso, altura, cargo,
          edital e data do TAF. Peso, altura e data de nascimento são dados do seu corpo.
        </li>
        <li>
          <strong>Simulados:</strong> as marcas de cada prova e as notas calculadas.
        </li>
        <li>
          <strong>Treinos:</strong> tipo, data, distância, duração, frequência cardíaca e trajeto (a rota por
          onde você passou), registrados por você, enviados em arquivos do relógio ou importados do Strava.
        </li>
        <li>
          <strong>Moedas e patentes:</strong> o extrato de moedas, as patentes alcançadas e os conteúdos
          desbloqueados; e as análises de técnica que você pedir.
        </li>
        <li>
          <strong>Rankings:</strong> sua posição e seus resultados, exibidos pelo apelido, só se você
          autorizar.
        </li>
        <li>
          <strong>Treinadores:</strong> os vínculos com os treinadores que você aceitou e o histórico de
          acessos (o que cada um viu e quando).
        </li>
        <li>
          <strong>Strava:</strong> se você conectar, o número do seu atleta, as chaves de acesso (guardadas
          cifradas) e as atividades importadas.
        </li>
        <li>
          <strong>Consentimentos:</strong> o que você autorizou ou revogou, quando e em qual versão do texto.
        </li>
      </Items>
    ),
  },
  {
    id: 'para-que',
    title: 'Para que usamos',
    body: (
      <Items>
        <li>Para criar e proteger sua conta e enviar os e-mails dela (confirmação, senha, exportação).</li>
        <li>
          Para calcular as notas dos simulados, acompanhar sua evolução e seus treinos, e dar moedas e
          patentes.
        </li>
        <li>
          Com a sua autorização: para mostrar seu apelido nos rankings, compartilhar com seus treinadores e
          importar atividades do Strava.
        </li>
        <li>Nunca vendemos seus dados nem os usamos para publicidade.</li>
      </Items>
    ),
  },
  {
    id: 'dados-sensiveis',
    title: 'Dados de saúde',
    body: (
      <p>
        Peso, altura e frequência cardíaca dizem respeito à sua saúde e são dados sensíveis pela LGPD (art.
        11). Eles servem só para calcular seus resultados e acompanhar seu preparo, a seu pedido. Nunca
        aparecem nos rankings e só você e os treinadores que você autorizar os veem. O trajeto dos treinos
        mostra por onde você passou: também fica só com você e seus treinadores.
      </p>
    ),
  },
  {
    id: 'quem-ve',
    title: 'Quem vê seus dados',
    body: (
      <Items>
        <li>
          <strong>Você</strong> vê tudo, a qualquer momento.
        </li>
        <li>
          <strong>Treinadores</strong> veem seus simulados, relatórios, métricas e treinos apenas enquanto
          estiverem vinculados a você. Cada acesso fica registrado no seu histórico, e você pode encerrar o
          vínculo quando quiser.
        </li>
        <li>
          <strong>Outras pessoas</strong> veem nos rankings só o seu apelido e o resultado, se você autorizar;
          nunca seu nome, e-mail ou dados do corpo.
        </li>
        <li>
          <strong>Administradores</strong> veem os dados da conta para dar suporte (por exemplo, confirmar um
          CREF ou ajustar um plano). Eles não podem baixar a sua exportação nem impedir a exclusão da sua
          conta, e as ações deles ficam registradas.
        </li>
        <li>
          <strong>Prestadores de serviço</strong> que hospedam o Prontidão e enviam e-mails tratam os dados só
          para isso. O Strava não recebe nada de nós: apenas lemos o que você autorizou.
        </li>
      </Items>
    ),
  },
  {
    id: 'por-quanto-tempo',
    title: 'Por quanto tempo guardamos',
    body: (
      <Items>
        <li>Seus dados ficam guardados enquanto a sua conta existir.</li>
        <li>O arquivo de exportação fica disponível por 24 horas e depois é apagado.</li>
        <li>
          Ao pedir a exclusão da conta, há um prazo de 7 dias para desistir (basta entrar na conta). Depois
          disso, tudo o que é seu é apagado de vez, e os rankings são recalculados sem você.
        </li>
        <li>Ao desconectar o Strava, as atividades importadas de lá são apagadas.</li>
        <li>Os avisos que o Strava nos envia sobre suas atividades são guardados por 30 dias.</li>
        <li>
          Os contadores que limitam tentativas repetidas (para evitar abusos) duram no máximo 1 hora, e os
          links de convite de treinador valem {INVITE_TTL_DAYS} dias.
        </li>
      </Items>
    ),
  },
  {
    id: 'seus-direitos',
    title: 'Seus direitos',
    body: (
      <>
        <p>
          A LGPD (art. 18) garante a você: confirmar que tratamos seus dados e acessá-los; corrigir dados
          incompletos ou errados; levar seus dados para outro serviço (portabilidade); pedir a eliminação;
          saber com quem compartilhamos; e revogar um consentimento a qualquer momento.
        </p>
        <p>
          Quase tudo se faz sozinho, no seu perfil, em <strong>“Seus dados”</strong>:
        </p>
        <Items>
          <li>
            <strong>Exportar meus dados:</strong> um arquivo ZIP com tudo o que é seu, em formato legível e em
            JSON.
          </li>
          <li>
            <strong>Consentimentos:</strong> veja o que autorizou e desde quando, e revogue com um clique.
          </li>
          <li>
            <strong>Excluir minha conta:</strong> apaga tudo depois de 7 dias.
          </li>
          <li>Para corrigir seus dados, edite os dados pessoais no próprio perfil.</li>
        </Items>
        <p>
          Para qualquer outro pedido, escreva para o contato abaixo. Você também pode reclamar à Autoridade
          Nacional de Proteção de Dados (ANPD).
        </p>
      </>
    ),
  },
];
