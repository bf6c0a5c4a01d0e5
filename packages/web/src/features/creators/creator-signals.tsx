import { Badge, Group, Tooltip } from "@mantine/core";
import { type Creator, SIGNAL_THRESHOLDS as T } from "@xa/core/creators/creators";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../format/use-formatters.ts";

type SignalName = keyof Creator["signals"];
const NAMES: SignalName[] = ["follower_ratio", "burst_follows", "default_profiles"];

/**
 * The signals of an inauthentic audience as badges with their numbers; a badge crossing its threshold
 * is coloured. Each tooltip (hover or keyboard focus) says what it counts and where its threshold is.
 */
export function CreatorSignals({ signals }: { signals: Creator["signals"] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const value = (name: SignalName) => {
    const v = signals[name].value;
    if (v === null) return t("creators.notKnown");
    return name === "follower_ratio" ? f.number(v) : f.share(v);
  };
  const help = (name: SignalName) => {
    const s = signals[name];
    switch (name) {
      case "follower_ratio":
        return t("creators.signalHelp.follower_ratio", {
          below: f.number(T.followerRatio.below),
          min: f.number(T.followerRatio.minFollowing),
        });
      case "burst_follows":
        return t("creators.signalHelp.burst_follows", {
          share: f.share(T.burstFollows.atLeast),
          min: f.number(T.burstFollows.minDated),
          count: "dated_follows" in s ? s.dated_follows : 0,
        });
      case "default_profiles":
        return t("creators.signalHelp.default_profiles", {
          share: f.share(T.defaultProfiles.atLeast),
          min: f.number(T.defaultProfiles.minProfiled),
          count: "profiled_followers" in s ? s.profiled_followers : 0,
        });
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      {NAMES.map((name) => {
        const raised = signals[name].raised;
        const label = `${t(`creators.signals.${name}`)} ${value(name)}`;
        return (
          <Tooltip key={name} label={help(name)} multiline w={300} events={{ hover: true, focus: true, touch: true }}>
            <Badge
              tabIndex={0}
              // Dark text on yellow, or the default badge: both keep the contrast axe asks for.
              variant={raised ? "filled" : "default"}
              color={raised ? "yellow.3" : undefined}
              autoContrast
              tt="none"
              aria-label={raised ? t("creators.signalRaised", { label }) : label}
              data-signal={name}
              data-raised={raised}
            >
              {label}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
